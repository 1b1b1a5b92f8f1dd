// CSV downloads (decision 29): a member's own entries of a range of days, written in their time
// zone, and the team's hours per member and project from the team report.

import { daysInZone, knownTimeZone, localDateAndTime } from '../../../common/time/time-zones';
import {
  TEAM_HOURS_CSV_HEADER,
  TIME_ENTRIES_CSV_HEADER,
  type TimeEntriesExportQuery,
} from '../../../common/time-tracking/clockify-sync';
import { formatStopwatch } from '../../../common/time-tracking/time-durations';
import { ENTRIES_WINDOW_DAYS, type TimeEntry } from '../../../common/time-tracking/time-tracking';
import { AppError } from '../../http/app-error';
import { toCsv } from '../../http/csv';
import { connectedMember, type TimeTrackingDeps } from './connected-member';
import { recordedEntries } from './record/clockify-record';
import { fromEntryDto } from './record/record-sync';
import type { TeamHoursSource } from './team-hours';

/** The member's entries begun within the days, oldest first, as a CSV file. */
export async function exportTimeEntries(
  deps: TimeTrackingDeps,
  userId: string,
  query: TimeEntriesExportQuery,
) {
  const member = await connectedMember(deps, userId);
  const timeZone = knownTimeZone(query.timeZone);
  const { start: from, end: to } = daysInZone(query.from, query.to, timeZone);
  const recordStart = new Date(deps.timeTracking.now() - ENTRIES_WINDOW_DAYS * 86_400_000);
  // The record holds the last 30 days (waiting entries too); days before it are asked of Clockify,
  // from the member's share.
  const older =
    from < recordStart
      ? await deps.timeTracking.client.listTimeEntries(
          member,
          member.workspaceId,
          member.clockifyUserId,
          { from, to: recordStart },
        )
      : [];
  const entries = [
    ...older
      .map(fromEntryDto)
      .filter((fields) => fields.start < recordStart)
      .map((fields) => ({
        description: fields.description,
        project: fields.project,
        timeInterval: { start: fields.start.toISOString(), end: fields.end?.toISOString() ?? null },
      })),
    ...(await recordedEntries(deps.db, member, from < recordStart ? recordStart : from)),
  ];
  const rows = entries
    .filter((entry) => Date.parse(entry.timeInterval.start) < to.getTime())
    .sort((a, b) => Date.parse(a.timeInterval.start) - Date.parse(b.timeInterval.start))
    .map((entry) => csvRow(entry, timeZone));
  return {
    filename: `time-entries-${query.from}-to-${query.to}.csv`,
    csv: toCsv(TIME_ENTRIES_CSV_HEADER, rows),
  };
}

function csvRow(
  entry: Pick<TimeEntry, 'description' | 'project' | 'timeInterval'>,
  timeZone: string,
) {
  const start = new Date(entry.timeInterval.start);
  const end = entry.timeInterval.end ? new Date(entry.timeInterval.end) : null;
  const begun = localDateAndTime(start, timeZone);
  return [
    begun.date,
    begun.time,
    end ? localDateAndTime(end, timeZone).time : '',
    // h:mm:ss, which spreadsheets read as a duration.
    end ? formatStopwatch((end.getTime() - start.getTime()) / 1000) : '',
    entry.project?.name ?? '',
    entry.description,
  ];
}

/** The team's hours per member and project, largest first. */
export async function exportTeamHours(teamHours: TeamHoursSource | undefined) {
  if (!teamHours) throw new AppError(409, 'Set CLOCKIFY_ADMIN_API_KEY to export the team’s hours.');
  await teamHours.read();
  const report = teamHours.known();
  const rows = (report?.byMemberAndProject ?? [])
    .toSorted((a, b) => a.member.localeCompare(b.member) || b.seconds - a.seconds)
    .map((row) => [row.member, row.project, Math.round((row.seconds / 3600) * 100) / 100]);
  return { filename: 'team-hours.csv', csv: toCsv(TEAM_HOURS_CSV_HEADER, rows) };
}
