// Refreshes bring into the record what changed in Clockify outside the site (decision 29), from the
// background share of the budget: a refresh that does not fit is skipped, not queued. With a
// workspace admin's key the whole team is read in two calls; without it, one member per call,
// oldest record first. With webhooks active, every member at most once an hour.
import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { ENTRIES_WINDOW_DAYS } from '../../../../common/time-tracking/time-tracking';
import type { ClockifyLane } from '../../../db/schema/clockify-schema';
import { clockifyMembers } from '../../../db/schema/clockify-schema';
import { users } from '../../../db/schema/site-schema';
import type { DetailedEntryDto } from '../clockify/clockify-answers';
import { ClockifyError, ignoreClockifyFailure } from '../clockify/clockify-error';
import { memberCaller, noteRefusedKey, type TimeTrackingDeps } from '../connected-member';
import { clearKeyProblem, isKeyRefusal, recordedProjects, saveProjects } from './clockify-record';
import {
  applyMemberRefresh,
  type ClockifyEntryFields,
  extrasOf,
  fromEntryDto,
} from './record-sync';
import { claimTurn, releaseTurn } from './sync-state';
import { webhooksLive } from './webhook-state';
import { ensureWebhooks } from './webhooks';

/** Inside the 15 minutes a dashboard's data may be old, with the 30 s poll on top. */
export const REFRESH_EVERY_MS = 14 * 60_000;
export const LIVE_REFRESH_EVERY_MS = 60 * 60_000;
export const PROJECTS_EVERY_MS = 60 * 60_000;
const WINDOW_MS = ENTRIES_WINDOW_DAYS * 86_400_000;
/** Sent a moment ago, an entry may not be in Clockify's reports yet: a refresh keeps it. */
const REPORTS_LAG_MS = 5 * 60_000;

export function createRecordRefresher(deps: TimeTrackingDeps, now: () => number) {
  const { db } = deps;
  const at = () => new Date(now());
  const { budget } = deps.timeTracking;

  /** A read that failed is the next round's to try again, not the next turn's. */
  async function givingTurnBackOnFailure<Value>(turn: string, read: () => Promise<Value>) {
    try {
      return await read();
    } catch (error) {
      await releaseTurn(db, turn);
      throw error;
    }
  }

  /**
   * Reads one member's entries with their own key. A key Clockify refused is not tried in the
   * background; the member's own Refresh tries it, and a read that works clears the refusal.
   */
  async function refreshMember(userId: string, lane: ClockifyLane) {
    const member = await memberCaller(deps, userId, lane);
    if (!member || (member.keyProblem && lane === 'background')) return;
    const startedAt = at();
    const since = new Date(startedAt.getTime() - WINDOW_MS);
    const entries = await deps.timeTracking.client
      .listTimeEntries(member, member.workspaceId, member.clockifyUserId, { from: since })
      .catch(async (error: unknown) => {
        if (error instanceof ClockifyError && isKeyRefusal(error.failure)) {
          await noteRefusedKey(deps, userId, member.apiKey, error.message);
        }
        throw error;
      });
    if (member.keyProblem) await clearKeyProblem(db, userId);
    await applyMemberRefresh(db, userId, entries.map(fromEntryDto), { since, startedAt });
  }

  async function refreshTeam(apiKey: string, workspaceId: string, everyMs: number) {
    if (!(await budget.hasRoom('background', 2))) return;
    if (!(await claimTurn(db, 'team-refresh', at(), everyMs))) return;
    const { client } = deps.timeTracking;
    const caller = { apiKey, deadline: client.newDeadline(), lane: 'background' as const };
    const startedAt = at();
    const since = new Date(startedAt.getTime() - WINDOW_MS);
    const [running, finished] = await givingTurnBackOnFailure('team-refresh', async () => [
      await client.listRunningTimers(caller, workspaceId),
      await client.detailedReport(caller, workspaceId, { from: since, to: startedAt }),
    ]);
    const projects = new Map(
      (await recordedProjects(db, workspaceId)).map((project) => [project.id, project]),
    );
    const members = await db
      .select({ userId: clockifyMembers.userId, clockifyUserId: clockifyMembers.clockifyUserId })
      .from(clockifyMembers)
      // Members who removed their key keep only what waits.
      .innerJoin(users, eq(users.id, clockifyMembers.userId))
      .where(and(eq(clockifyMembers.workspaceId, workspaceId), isNotNull(users.clockifyApiKey)));
    for (const member of members) {
      const entries = [
        ...running
          .filter((entry) => entry.userId === member.clockifyUserId)
          .map((entry) =>
            fromEntryDto({
              ...entry,
              project: entry.project ?? projects.get(entry.projectId ?? ''),
            }),
          ),
        ...finished
          .filter((entry) => entry.userId === member.clockifyUserId)
          .flatMap(fromDetailedEntry),
      ];
      await applyMemberRefresh(db, member.userId, entries, {
        since,
        startedAt,
        listingLagMs: REPORTS_LAG_MS,
      });
    }
  }

  async function refreshOldestMembers(everyMs: number) {
    const due = await db
      .select({ userId: clockifyMembers.userId })
      .from(clockifyMembers)
      .where(
        and(
          isNull(clockifyMembers.keyProblem),
          or(
            isNull(clockifyMembers.refreshedAt),
            lt(clockifyMembers.refreshedAt, new Date(now() - everyMs)),
          ),
        ),
      )
      .orderBy(asc(clockifyMembers.refreshedAt));
    for (const { userId } of due) {
      if (!(await budget.hasRoom('background', 1))) return;
      if (!(await claimTurn(db, `member-refresh:${userId}`, at(), everyMs))) continue;
      await refreshMember(userId, 'background').catch(ignoreClockifyFailure);
    }
  }

  /** The projects of each workspace the members use, hourly. */
  async function refreshProjects(workspaceId: string, lane: ClockifyLane, apiKey?: string) {
    if (!(await budget.hasRoom(lane, 1))) return;
    if (!(await claimTurn(db, `projects:${workspaceId}`, at(), PROJECTS_EVERY_MS))) return;
    const { client } = deps.timeTracking;
    const key = apiKey ?? (await someMemberKey(workspaceId));
    if (!key) return;
    const projects = await givingTurnBackOnFailure(`projects:${workspaceId}`, () =>
      client.listProjects({ apiKey: key, deadline: client.newDeadline(), lane }, workspaceId),
    );
    await saveProjects(
      db,
      workspaceId,
      projects.map(({ id, name, color, duration }) => ({ id, name, color, duration })),
    );
  }

  async function someMemberKey(workspaceId: string) {
    const [member] = await db
      .select({ userId: clockifyMembers.userId })
      .from(clockifyMembers)
      .where(eq(clockifyMembers.workspaceId, workspaceId))
      .limit(1);
    return member && (await memberCaller(deps, member.userId, 'background'))?.apiKey;
  }

  /** One round of what is due: the members' entries, then the projects. */
  async function refreshDue() {
    // A registration that needs the share's room comes before the refreshes.
    if ((await ensureWebhooks(deps, now)) === 'needsRoom') return;
    const { adminApiKey, workspaceId } = deps.timeTracking;
    const everyMs = (await webhooksLive(deps)) ? LIVE_REFRESH_EVERY_MS : REFRESH_EVERY_MS;
    if (adminApiKey && workspaceId) {
      await refreshProjects(workspaceId, 'background', adminApiKey).catch(ignoreClockifyFailure);
      await refreshTeam(adminApiKey, workspaceId, everyMs).catch(ignoreClockifyFailure);
      return;
    }
    await refreshOldestMembers(everyMs);
    const workspaces = await db
      .selectDistinct({ workspaceId: clockifyMembers.workspaceId })
      .from(clockifyMembers);
    for (const { workspaceId: id } of workspaces) {
      await refreshProjects(id, 'background').catch(ignoreClockifyFailure);
    }
  }

  return { refreshDue, refreshMember, refreshProjects };
}

function fromDetailedEntry(entry: DetailedEntryDto): ClockifyEntryFields[] {
  const clockifyId = entry._id || entry.id;
  if (!clockifyId || !entry.timeInterval.end) return [];
  return [
    {
      clockifyId,
      description: entry.description,
      projectId: entry.projectId || null,
      project:
        entry.projectId && entry.projectName
          ? { name: entry.projectName, color: entry.projectColor || '#64748b' }
          : null,
      start: new Date(entry.timeInterval.start),
      end: new Date(entry.timeInterval.end),
      extras: extrasOf(entry),
    },
  ];
}
