// What the time-tracking dashboard shows: the workspace's projects and the member's recent entries,
// both from the member's cache while fresh (decision 19 explains the lifetimes).
import {
  type ClockifyProject,
  ENTRIES_WINDOW_DAYS,
  type TimeEntry,
} from '../../../common/time-tracking';
import type { ClockifyEntryDto } from './clockify-answers';
import { type ConnectedMember, connectedMember, type TimeTrackingDeps } from './connected-member';

export const PROJECTS_TTL_MS = 10 * 60_000;
export const ENTRIES_TTL_MS = 2 * 60_000;

export function projectsOf(deps: TimeTrackingDeps, member: ConnectedMember) {
  const { cache, client } = deps.timeTracking;
  return cache.get(member.userId, 'projects', PROJECTS_TTL_MS, async () =>
    (await client.listProjects(member, member.workspaceId)).map(
      ({ id, name, color, duration }): ClockifyProject => ({ id, name, color, duration }),
    ),
  );
}

export async function listProjects(deps: TimeTrackingDeps, userId: string) {
  return projectsOf(deps, await connectedMember(deps, userId));
}

export async function listTimeEntries(
  deps: TimeTrackingDeps,
  userId: string,
): Promise<TimeEntry[]> {
  const member = await connectedMember(deps, userId);
  const { cache, client } = deps.timeTracking;
  return cache.get(member.userId, 'entries', ENTRIES_TTL_MS, async () => {
    const since = new Date(Date.now() - ENTRIES_WINDOW_DAYS * 24 * 3600_000);
    const entries = await client.listTimeEntries(
      member,
      member.workspaceId,
      member.clockifyUserId,
      since,
    );
    return entries
      .map((entry) => toTimeEntry(entry, entry.project ?? null, member.name))
      .sort((a, b) => Date.parse(b.timeInterval.start) - Date.parse(a.timeInterval.start));
  });
}

/** An entry as the dashboard shows it; every entry is the key owner's own. */
export function toTimeEntry(
  entry: ClockifyEntryDto,
  project: { name: string; color: string } | null,
  userName: string,
): TimeEntry {
  return {
    id: entry.id,
    description: entry.description,
    project: project && { name: project.name, color: project.color },
    user: { name: userName },
    timeInterval: { start: entry.timeInterval.start, end: entry.timeInterval.end },
    duration: entry.timeInterval.duration,
  };
}
