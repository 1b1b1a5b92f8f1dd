// Test support: the Reports API of the local Clockify server (docs/clockify.md, Reports): the
// summary (`groups` nested in `summaryFilter`, `totals` empty when nothing was tracked, only
// workspace admins) and the detailed report (one page of entries, everyone's for an admin, the
// asker's own for a member). Durations are in seconds, a report covers at most 366 days on the
// free plan, and a running timer is not in any report.
import {
  type ClockifyEntryRecord,
  ClockifyHttpError,
  type ClockifyUserRecord,
  type ClockifyWorkspaceRecord,
} from './clockify-server-shapes';

const MAX_RANGE_DAYS = 366;
const MAX_PAGE_SIZE = 1000;
type Group = 'USER' | 'PROJECT';

const invalid = (message: string) => new ClockifyHttpError(400, message, 501);

/** The finished entries that began in the body's date range. */
function finishedInRange(body: Record<string, unknown>, entries: ClockifyEntryRecord[]) {
  const from = Date.parse(String(body.dateRangeStart));
  const to = Date.parse(String(body.dateRangeEnd));
  if (Number.isNaN(from) || Number.isNaN(to) || to < from)
    throw invalid('dateRangeStart and dateRangeEnd must be a date range');
  if (to - from > MAX_RANGE_DAYS * 86_400_000)
    throw invalid('Date range is limited to one year on this plan');
  return entries.filter(
    (entry) => entry.end !== null && entry.start.getTime() >= from && entry.start.getTime() <= to,
  );
}

const secondsOf = (entry: ClockifyEntryRecord) =>
  Math.floor(((entry.end?.getTime() ?? 0) - entry.start.getTime()) / 1000);
const seconds = (entries: ClockifyEntryRecord[]) =>
  entries.reduce((sum, entry) => sum + secondsOf(entry), 0);

const totalsOf = (entries: ClockifyEntryRecord[]) =>
  entries.length === 0
    ? []
    : [
        {
          _id: '',
          totalTime: seconds(entries),
          totalBillableTime: 0,
          entriesCount: entries.length,
        },
      ];

/** The answer to `POST {reports}/workspaces/{wid}/reports/summary` for the key's user. */
export function summaryReport(
  body: Record<string, unknown>,
  asker: ClockifyUserRecord,
  workspace: ClockifyWorkspaceRecord,
) {
  if (!asker.admin) throw new ClockifyHttpError(403, 'Access Denied', 501);
  const groups = groupsOf(body.summaryFilter);
  const finished = finishedInRange(body, workspace.entries);
  const users = [...workspace.users.values()];
  const groupOf = (entries: ClockifyEntryRecord[], group: Group) => {
    const byId = new Map<string | null, ClockifyEntryRecord[]>();
    for (const entry of entries) {
      const id = group === 'USER' ? entry.userId : entry.projectId;
      byId.set(id, [...(byId.get(id) ?? []), entry]);
    }
    return [...byId].map(([id, grouped]) => {
      const project = workspace.projects.find((candidate) => candidate.id === id);
      const fields =
        group === 'USER'
          ? { _id: id, name: users.find((candidate) => candidate.id === id)?.name ?? '' }
          : {
              _id: project?.id ?? '',
              name: project?.name ?? 'Without project',
              color: project?.color ?? '#000000',
            };
      return { fields: { ...fields, duration: seconds(grouped), amount: 0 }, grouped };
    });
  };

  const [first, second] = groups;
  return {
    totals: totalsOf(finished),
    groupOne: groupOf(finished, first).map(({ fields, grouped }) => ({
      ...fields,
      children: second ? groupOf(grouped, second).map((child) => child.fields) : [],
    })),
  };
}

/** The answer to `POST {reports}/workspaces/{wid}/reports/detailed` for the key's user. */
export function detailedReport(
  body: Record<string, unknown>,
  asker: ClockifyUserRecord,
  workspace: ClockifyWorkspaceRecord,
) {
  const { page, pageSize } = pageOf(body.detailedFilter);
  const seen = finishedInRange(body, workspace.entries)
    .filter((entry) => asker.admin || entry.userId === asker.id)
    .sort((a, b) => b.start.getTime() - a.start.getTime());
  const users = [...workspace.users.values()];
  return {
    totals: totalsOf(seen),
    timeEntries: seen.slice((page - 1) * pageSize, page * pageSize).map((entry) => {
      const user = users.find((candidate) => candidate.id === entry.userId);
      const project = workspace.projects.find((candidate) => candidate.id === entry.projectId);
      return {
        _id: entry.id,
        description: entry.description,
        userId: entry.userId,
        userName: user?.name ?? '',
        userEmail: user?.email ?? '',
        projectId: entry.projectId,
        projectName: project?.name ?? null,
        projectColor: project?.color ?? null,
        timeInterval: {
          start: entry.start.toISOString(),
          end: entry.end?.toISOString() ?? null,
          duration: secondsOf(entry),
        },
      };
    }),
  };
}

/** `detailedFilter.page` (from 1) and `pageSize` (at most 1000), both required. */
function pageOf(detailedFilter: unknown) {
  const { page, pageSize } =
    detailedFilter && typeof detailedFilter === 'object'
      ? (detailedFilter as Record<string, unknown>)
      : {};
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1)
    throw invalid('detailedFilter.page must be a page number');
  if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 1)
    throw invalid('detailedFilter.pageSize must be a page size');
  if (pageSize > MAX_PAGE_SIZE)
    throw invalid(`detailedFilter.pageSize must be at most ${MAX_PAGE_SIZE}`);
  return { page, pageSize };
}

/** `summaryFilter.groups`: one or two of USER and PROJECT (the groups this server knows). */
function groupsOf(summaryFilter: unknown): [Group, Group?] {
  const groups =
    summaryFilter && typeof summaryFilter === 'object' && 'groups' in summaryFilter
      ? summaryFilter.groups
      : undefined;
  if (
    !Array.isArray(groups) ||
    groups.length < 1 ||
    groups.length > 2 ||
    !groups.every((group) => group === 'USER' || group === 'PROJECT')
  )
    throw invalid('summaryFilter.groups must list the report groups');
  return groups as [Group, Group?];
}
