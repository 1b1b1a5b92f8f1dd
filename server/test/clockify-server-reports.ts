// Test support: the summary report of the local Clockify server's Reports API
// (clockify-api.md section 9): `groups` nested in `summaryFilter`, durations in seconds, `totals`
// empty when nothing was tracked, at most 366 days on the free plan, and only workspace admins
// see everyone's time.
import {
  type ClockifyEntryRecord,
  ClockifyHttpError,
  type ClockifyProjectRecord,
  type ClockifyUserRecord,
} from './clockify-server-shapes';

const MAX_RANGE_DAYS = 366;
type Group = 'USER' | 'PROJECT';

interface Workspace {
  users: Iterable<ClockifyUserRecord>;
  projects: ClockifyProjectRecord[];
  entries: ClockifyEntryRecord[];
}

/** The answer to `POST {reports}/workspaces/{wid}/reports/summary` for the key's user. */
export function summaryReport(
  body: Record<string, unknown>,
  asker: ClockifyUserRecord,
  workspace: Workspace,
) {
  if (!asker.admin) throw new ClockifyHttpError(403, 'Access Denied', 501);
  const from = Date.parse(String(body.dateRangeStart));
  const to = Date.parse(String(body.dateRangeEnd));
  if (Number.isNaN(from) || Number.isNaN(to) || to < from)
    throw new ClockifyHttpError(400, 'dateRangeStart and dateRangeEnd must be a date range', 501);
  if (to - from > MAX_RANGE_DAYS * 86_400_000)
    throw new ClockifyHttpError(400, 'Date range is limited to one year on this plan', 501);
  const groups = groupsOf(body.summaryFilter);

  // Finished entries that began in the range; a running timer is not in reports yet.
  const finished = workspace.entries.filter(
    (entry) => entry.end !== null && entry.start.getTime() >= from && entry.start.getTime() <= to,
  );
  const seconds = (entries: ClockifyEntryRecord[]) =>
    entries.reduce(
      (sum, entry) =>
        sum + Math.floor(((entry.end?.getTime() ?? 0) - entry.start.getTime()) / 1000),
      0,
    );
  const users = [...workspace.users];
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
    totals:
      finished.length === 0
        ? []
        : [
            {
              _id: '',
              totalTime: seconds(finished),
              totalBillableTime: 0,
              entriesCount: finished.length,
            },
          ],
    groupOne: groupOf(finished, first).map(({ fields, grouped }) => ({
      ...fields,
      children: second ? groupOf(grouped, second).map((child) => child.fields) : [],
    })),
  };
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
    throw new ClockifyHttpError(400, 'summaryFilter.groups must list the report groups', 501);
  return groups as [Group, Group?];
}
