// What the time-tracking dashboard shows, read from the record (decision 29): polling costs no
// Clockify call. A member whose record was never read is read once, on their own request.

import { eq } from 'drizzle-orm';
import type { ClockifySyncStatus } from '../../../common/clockify-sync';
import { refreshMessages } from '../../../common/clockify-sync';
import { ENTRIES_WINDOW_DAYS, type TimeEntry } from '../../../common/time-tracking';
import { clockifyMembers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ClockifyError } from './clockify-error';
import { memberAccount, recordedEntries, recordedProjects, waitingOf } from './clockify-record';
import { type ConnectedMember, connectedMember, type TimeTrackingDeps } from './connected-member';
import { createRecordRefresher } from './record-refresher';
import { webhooksLive } from './webhook-state';

/** The Refresh button asks Clockify at most this often per member. */
export const REFRESH_BUTTON_EVERY_MS = 2 * 60_000;

const refresherOf = (deps: TimeTrackingDeps) => createRecordRefresher(deps, deps.timeTracking.now);

/** The first read of a member's record, from their own share; a failure leaves it for later. */
async function readOnce(
  deps: TimeTrackingDeps,
  member: ConnectedMember,
  what: 'entries' | 'projects',
) {
  const refresher = refresherOf(deps);
  const reading =
    what === 'entries'
      ? refresher.refreshMember(member.userId, 'member')
      : refresher.refreshProjects(member.workspaceId, 'member', member.apiKey);
  await reading.catch((error: unknown) => {
    if (!(error instanceof ClockifyError)) throw error;
  });
}

export async function listProjects(deps: TimeTrackingDeps, userId: string) {
  const member = await connectedMember(deps, userId);
  const projects = await recordedProjects(deps.db, member.workspaceId);
  if (projects.length > 0) return projects;
  await readOnce(deps, member, 'projects');
  return recordedProjects(deps.db, member.workspaceId);
}

export async function listTimeEntries(
  deps: TimeTrackingDeps,
  userId: string,
): Promise<TimeEntry[]> {
  const member = await connectedMember(deps, userId);
  if (!member.refreshedAt) await readOnce(deps, member, 'entries');
  const since = new Date(deps.timeTracking.now() - ENTRIES_WINDOW_DAYS * 86_400_000);
  return recordedEntries(deps.db, member, since);
}

/** How fresh the member's record is, and what of theirs waits for Clockify. */
export async function getSyncStatus(
  deps: TimeTrackingDeps,
  userId: string,
): Promise<ClockifySyncStatus> {
  const account = await memberAccount(deps.db, userId);
  const waiting = await waitingOf(deps.db, userId);
  return {
    updatedAt: account?.refreshedAt?.toISOString() ?? null,
    live: await webhooksLive(deps.db),
    waitingCount: waiting.count,
    ...(waiting.count > 0 && waiting.problem && { problem: waiting.problem }),
  };
}

/** The Refresh button: Clockify now, when the member's limit and the budget allow. */
export async function refreshNow(deps: TimeTrackingDeps, userId: string) {
  const member = await connectedMember(deps, userId);
  const { now, budget } = deps.timeTracking;
  const askedAt = member.refreshAskedAt?.getTime() ?? 0;
  if (now() - askedAt < REFRESH_BUTTON_EVERY_MS) {
    throw new AppError(
      429,
      refreshMessages.tooSoon((askedAt + REFRESH_BUTTON_EVERY_MS - now()) / 60_000),
    );
  }
  const roomAt = await budget.roomAt('member');
  if (roomAt > now()) {
    throw new AppError(429, refreshMessages.budgetUsed((roomAt - now()) / 60_000));
  }
  await deps.db
    .update(clockifyMembers)
    .set({ refreshAskedAt: new Date(now()) })
    .where(eq(clockifyMembers.userId, userId));
  await refresherOf(deps).refreshMember(userId, 'member');
  return getSyncStatus(deps, userId);
}
