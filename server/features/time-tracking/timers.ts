// Starting and stopping the member's timer (decision 29): written to the record at once, so the
// dashboard shows it at once, then sent to Clockify when the budget has room. The answer waits a
// moment for that send, never for the budget or a slow Clockify.

import { eq } from 'drizzle-orm';
import {
  clockifyMessages,
  type StartTimer,
  type TimeEntry,
} from '../../../common/time-tracking/time-tracking';
import { clockifyEntries } from '../../db/schema/clockify-schema';
import { AppError } from '../../http/app-error';
import { connectedMember, type TimeTrackingDeps } from './connected-member';
import { recordedProjects, toTimeEntry } from './record/clockify-record';
import { createEntrySender } from './record/entry-sender';
import { recordStart, recordStop, wholeSecond } from './record/record-changes';

/** How long a start or stop waits for Clockify before answering that it waits. */
export const SEND_WAIT_MS = 3_000;

export async function startTimer(
  deps: TimeTrackingDeps,
  userId: string,
  { description, projectId }: StartTimer,
): Promise<TimeEntry> {
  const member = await connectedMember(deps, userId);
  let project = null;
  if (projectId) {
    const projects = await recordedProjects(deps.db, member.workspaceId);
    project = projects.find((candidate) => candidate.id === projectId) ?? null;
    if (!project) throw new AppError(400, clockifyMessages.unknownProject);
  }
  const started = await recordStart(
    deps.db,
    userId,
    { description, project },
    wholeSecond(new Date(deps.timeTracking.now())),
  );
  return sentSoon(deps, userId, member.name, started.id);
}

export async function stopTimer(
  deps: TimeTrackingDeps,
  userId: string,
  entryId: string,
): Promise<TimeEntry> {
  const member = await connectedMember(deps, userId);
  const stopped = await recordStop(
    deps.db,
    userId,
    entryId,
    wholeSecond(new Date(deps.timeTracking.now())),
  );
  return sentSoon(deps, userId, member.name, stopped.id);
}

/** Sends the member's waiting changes, and answers with the entry as it stands after a moment. */
async function sentSoon(deps: TimeTrackingDeps, userId: string, userName: string, entryId: string) {
  // A failed send is not the member's failure: the change waits and the background sends it.
  const sending = createEntrySender(deps, deps.timeTracking.now)
    .sendWaiting(userId)
    .catch(() => {});
  await Promise.race([
    sending,
    new Promise((resolve) => setTimeout(resolve, SEND_WAIT_MS).unref()),
  ]);
  const [row] = await deps.db.select().from(clockifyEntries).where(eq(clockifyEntries.id, entryId));
  if (!row) throw new AppError(409, clockifyMessages.timerAlreadyStopped);
  return toTimeEntry(row, userName);
}
