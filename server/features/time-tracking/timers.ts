// Starting and stopping the member's timer. Clockify keeps one running timer per user and stops it
// by user, not by entry; a start stops the running one first, as Clockify's own CLI does.
import { clockifyMessages, type StartTimer, type TimeEntry } from '../../../common/time-tracking';
import { AppError } from '../../http/app-error';
import type { ClockifyEntryDto } from './clockify-answers';
import { isClockifyFailure } from './clockify-error';
import { type ConnectedMember, connectedMember, type TimeTrackingDeps } from './connected-member';
import { projectsOf, toTimeEntry } from './dashboard';

export async function startTimer(
  deps: TimeTrackingDeps,
  userId: string,
  { description, projectId }: StartTimer,
): Promise<TimeEntry> {
  const member = await connectedMember(deps, userId);
  const { client, cache } = deps.timeTracking;
  if (projectId) {
    const projects = await projectsOf(deps, member);
    if (!projects.some((project) => project.id === projectId)) {
      throw new AppError(400, clockifyMessages.unknownProject);
    }
  }
  const start = new Date();
  await client
    .stopRunningTimer(member, member.workspaceId, member.clockifyUserId, start)
    .catch((error: unknown) => {
      if (!isClockifyFailure(error, 'noRunningTimer')) throw error;
    });
  cache.forget(userId, ['entries']);
  const entry = await client.startTimeEntry(member, member.workspaceId, {
    description,
    projectId,
    start,
  });
  return withProject(deps, member, entry);
}

/**
 * Stops the entry the member chose, which must be the running one: Clockify stops a user's timer,
 * not an entry, so a page showing an old timer (another tab started a new one) must not stop the
 * new one.
 */
export async function stopTimer(
  deps: TimeTrackingDeps,
  userId: string,
  entryId: string,
): Promise<TimeEntry> {
  const member = await connectedMember(deps, userId);
  const { client, cache } = deps.timeTracking;
  const running = await client.runningTimeEntry(member, member.workspaceId, member.clockifyUserId);
  if (running?.id !== entryId) {
    cache.forget(userId, ['entries']);
    throw new AppError(
      409,
      running ? clockifyMessages.timerAlreadyStopped : clockifyMessages.noRunningTimer,
    );
  }
  const entry = await client.stopRunningTimer(
    member,
    member.workspaceId,
    member.clockifyUserId,
    new Date(),
  );
  cache.forget(userId, ['entries']);
  return withProject(deps, member, entry);
}

/** Clockify answers a start or stop without the project's name and colour: add them. */
async function withProject(
  deps: TimeTrackingDeps,
  member: ConnectedMember,
  entry: ClockifyEntryDto,
): Promise<TimeEntry> {
  // The timer already started or stopped: a failed project lookup only leaves the name out until
  // the list is read again.
  const projects = entry.projectId ? await projectsOf(deps, member).catch(() => []) : [];
  const project = projects.find((candidate) => candidate.id === entry.projectId) ?? null;
  return toTimeEntry(entry, project, member.name);
}
