// What the time-tracking dashboard shows, read from the record (decision 29): polling costs no
// Clockify call. A member whose record was never read is read once, on their own request.

import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { ClockifySyncStatus } from '../../../common/time-tracking/clockify-sync';
import { refreshMessages } from '../../../common/time-tracking/clockify-sync';
import { ENTRIES_WINDOW_DAYS, type TimeEntry } from '../../../common/time-tracking/time-tracking';
import { clockifyMembers } from '../../db/schema/clockify-schema';
import { AppError } from '../../http/app-error';
import { ignoreClockifyFailure } from './clockify/clockify-error';
import { type ConnectedMember, connectedMember, type TimeTrackingDeps } from './connected-member';
import {
  memberAccount,
  recordedEntries,
  recordedProjects,
  waitingOf,
} from './record/clockify-record';
import { createRecordRefresher } from './record/record-refresher';
import { claimTurn } from './record/sync-state';
import { webhooksLive } from './record/webhook-state';

/** The Refresh button asks Clockify at most this often per member. */
export const REFRESH_BUTTON_EVERY_MS = 2 * 60_000;

const refresherOf = (deps: TimeTrackingDeps) => createRecordRefresher(deps, deps.timeTracking.now);

/** How often a member's first read may be tried, when it fails: each try is a call. */
const FIRST_READ_EVERY_MS = 5 * 60_000;

/**
 * The first read of a member's record, from their own share. A failure leaves it for later: at
 * most one try in FIRST_READ_EVERY_MS, and none while Clockify refuses the key.
 */
async function readOnce(
  deps: TimeTrackingDeps,
  member: ConnectedMember,
  what: 'entries' | 'projects',
) {
  if (member.keyProblem) return;
  const refresher = refresherOf(deps);
  if (what === 'projects') {
    await refresher
      .refreshProjects(member.workspaceId, 'member', member.apiKey)
      .catch(ignoreClockifyFailure);
    return;
  }
  const at = new Date(deps.timeTracking.now());
  const turn = `first-read:${member.userId}:${member.clockifyUserId}`;
  if (!(await claimTurn(deps.db, turn, at, FIRST_READ_EVERY_MS))) return;
  await refresher.refreshMember(member.userId, 'member').catch(ignoreClockifyFailure);
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
  const problem = account?.keyProblem ?? (waiting.count > 0 ? waiting.problem : undefined);
  return {
    updatedAt: account?.refreshedAt?.toISOString() ?? null,
    live: await webhooksLive(deps),
    waitingCount: waiting.count,
    ...(problem && { problem }),
  };
}

/** The Refresh button: Clockify now, when the member's limit and the budget allow. */
export async function refreshNow(deps: TimeTrackingDeps, userId: string) {
  const member = await connectedMember(deps, userId);
  const { now, budget } = deps.timeTracking;
  const roomAt = await budget.roomAt('member');
  if (roomAt > now()) {
    throw new AppError(429, refreshMessages.budgetUsed((roomAt - now()) / 60_000));
  }
  // One press per member in the interval, even from two tabs at once.
  const [pressed] = await deps.db
    .update(clockifyMembers)
    .set({ refreshAskedAt: new Date(now()) })
    .where(
      and(
        eq(clockifyMembers.userId, userId),
        or(
          isNull(clockifyMembers.refreshAskedAt),
          lte(clockifyMembers.refreshAskedAt, new Date(now() - REFRESH_BUTTON_EVERY_MS)),
        ),
      ),
    )
    .returning({ userId: clockifyMembers.userId });
  if (!pressed) {
    const askedAt = member.refreshAskedAt?.getTime() ?? now();
    throw new AppError(
      429,
      refreshMessages.tooSoon((askedAt + REFRESH_BUTTON_EVERY_MS - now()) / 60_000),
    );
  }
  await refresherOf(deps).refreshMember(userId, 'member');
  return getSyncStatus(deps, userId);
}
