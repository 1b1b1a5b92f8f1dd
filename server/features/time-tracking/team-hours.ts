// The team's hours of the last 365 days from Clockify's summary report, read with the workspace
// admin's key (decision 23). One report an hour at most: concurrent readers share one call, and
// after a failure the last good figures stay while the next try waits a few minutes, because the
// whole workspace may have only 30 calls an hour.
import type { KnownTeamHours } from '../../../common/time-tracking/team-hours';
import { AppError } from '../../http/app-error';
import type { SummaryReportDto } from './clockify/clockify-answers';
import type { ClockifyClient } from './clockify/clockify-client';
import { ClockifyError, type ClockifyFailure } from './clockify/clockify-error';

export const TEAM_HOURS_TTL_MS = 3600_000;
export const RETRY_AFTER_FAILURE_MS = 5 * 60_000;
/** The free plan's reports cover at most 366 days; a year keeps clear of the edge. */
export const REPORT_WINDOW_DAYS = 365;
const NO_PROJECT = 'No project';
const NO_PROJECT_COLOR = '#64748b';

/** The report's own wording: the member-facing messages would point the admin at the wrong fix. */
const teamReportFailures: Partial<Record<ClockifyFailure, { status: number; message: string }>> = {
  invalidKey: {
    status: 502,
    message: 'Clockify does not accept CLOCKIFY_ADMIN_API_KEY. Replace it with a current key.',
  },
  noWorkspaceAccess: {
    status: 502,
    message:
      'Clockify refuses the team report to CLOCKIFY_ADMIN_API_KEY: it must belong to an admin of the workspace.',
  },
  rateLimited: {
    status: 429,
    message:
      'Clockify is limiting requests right now. The team report is asked again in a few minutes.',
  },
};

type TeamReport = Omit<KnownTeamHours, 'configured' | 'refreshError'> & {
  /** Each member's hours on each project, for the CSV export. */
  byMemberAndProject: { member: string; project: string; seconds: number }[];
};

export interface TeamHoursSource {
  /** The figures for admins: waits for Clockify when none are fresh and no failure is recent. */
  read(): Promise<KnownTeamHours>;
  /** The figures known now, never waiting: renews them in the background once they are old. */
  known(): TeamReport | undefined;
}

export function createTeamHours({
  client,
  apiKey,
  workspaceId,
  now,
}: {
  client: ClockifyClient;
  apiKey: string;
  workspaceId: string;
  now: () => number;
}): TeamHoursSource {
  let last: { report: TeamReport; at: number } | undefined;
  let failure: { error: AppError; at: number } | undefined;
  let pending: Promise<TeamReport> | undefined;

  const isFresh = () => last !== undefined && now() - last.at < TEAM_HOURS_TTL_MS;
  const mayRetry = () => failure === undefined || now() - failure.at >= RETRY_AFTER_FAILURE_MS;

  function refresh(): Promise<TeamReport> {
    pending ??= (async () => {
      const to = new Date(now());
      const from = new Date(to.getTime() - REPORT_WINDOW_DAYS * 86_400_000);
      try {
        const report = toTeamReport(
          await client.summaryReportByUserAndProject(
            { apiKey, deadline: client.newDeadline(), lane: 'background' },
            workspaceId,
            { from, to },
          ),
          { from, to },
        );
        last = { report, at: now() };
        failure = undefined;
        return report;
      } catch (error) {
        failure = { error: asTeamReportError(error), at: now() };
        throw failure.error;
      } finally {
        pending = undefined;
      }
    })();
    return pending;
  }

  const withError = (report: TeamReport): KnownTeamHours => ({
    configured: true,
    ...report,
    refreshError: failure?.error.message ?? null,
  });

  return {
    async read() {
      if (last && (isFresh() || !mayRetry())) return withError(last.report);
      if (!mayRetry() && failure) throw failure.error;
      try {
        return withError(await refresh());
      } catch (error) {
        if (last) return withError(last.report);
        throw error;
      }
    },
    known() {
      if (!isFresh() && mayRetry()) refresh().catch(() => {});
      return last?.report;
    },
  };
}

function asTeamReportError(error: unknown): AppError {
  if (!(error instanceof ClockifyError)) throw error;
  const answer = teamReportFailures[error.failure];
  return answer ? new AppError(answer.status, answer.message) : error;
}

/** Totals by member and by project (summed over members), largest first. */
export function toTeamReport(
  report: SummaryReportDto,
  range: { from: Date; to: Date },
): TeamReport {
  const byProject = new Map<string, { name: string; color: string; seconds: number }>();
  const byMemberAndProject: TeamReport['byMemberAndProject'] = [];
  const byMember = report.groupOne.map((member) => {
    for (const project of member.children) {
      const id = project._id || project.id || '';
      byMemberAndProject.push({
        member: member.name || 'Unknown member',
        project: (id && project.name) || NO_PROJECT,
        seconds: Math.round(project.duration ?? 0),
      });
      const entry = byProject.get(id) ?? {
        name: (id && project.name) || NO_PROJECT,
        color: (id && project.color) || NO_PROJECT_COLOR,
        seconds: 0,
      };
      entry.seconds += Math.round(project.duration ?? 0);
      byProject.set(id, entry);
    }
    return { name: member.name || 'Unknown member', seconds: Math.round(member.duration ?? 0) };
  });
  const summed = byMember.reduce((sum, member) => sum + member.seconds, 0);
  const largestFirst = (a: { seconds: number }, b: { seconds: number }) => b.seconds - a.seconds;
  return {
    totalSeconds: Math.round(report.totals[0]?.totalTime ?? summed),
    byMember: byMember.sort(largestFirst),
    byProject: [...byProject.values()].sort(largestFirst),
    byMemberAndProject,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    // Asked up to now, so the report is as of its end.
    updatedAt: range.to.toISOString(),
  };
}

/** GET /api/clockify/team-hours: the figures, or that the admin key is not set. */
export function getTeamHours({ timeTracking }: { timeTracking: { teamHours?: TeamHoursSource } }) {
  return timeTracking.teamHours?.read() ?? Promise.resolve({ configured: false as const });
}

/** The landing page's build-hours stat from the team's total, as "1,234+"; undefined while unknown. */
export function teamBuildHours(teamHours: TeamHoursSource | undefined): string | undefined {
  const hours = Math.floor((teamHours?.known()?.totalSeconds ?? 0) / 3600);
  return hours > 0 ? `${hours.toLocaleString('en-US')}+` : undefined;
}
