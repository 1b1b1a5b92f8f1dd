// Connecting a member's Clockify account: the key is checked with Clockify before it is stored,
// encrypted, and it never leaves the server again.
import { eq } from 'drizzle-orm';
import {
  type ClockifyUserStatus,
  clockifyMessages,
  type UpdateApiKey,
} from '../../../common/time-tracking/time-tracking';
import { users } from '../../db/schema/site-schema';
import { AppError } from '../../http/app-error';
import { countedRequests, countRequest } from '../../http/rate-limits/rate-limit-store';
import { ClockifyError, isClockifyFailure, messageOf } from './clockify/clockify-error';
import { memberCaller, type TimeTrackingDeps } from './connected-member';
import { encryptSecret } from './key-encryption';
import { forgetMemberAccount, saveMemberAccount } from './record/clockify-record';

/**
 * Whether the member has a key, whose Clockify account it opens (null when Clockify cannot say),
 * and why Clockify cannot be used now, if it cannot: not responding, limiting, the key refused.
 */
export async function getUserStatus(
  deps: TimeTrackingDeps,
  userId: string,
): Promise<ClockifyUserStatus> {
  const { client } = deps.timeTracking;
  try {
    const user = await memberCaller(deps, userId, 'member');
    if (!user) return { hasApiKey: false, user: null };
    // The account is known from before; Clockify may have refused the key or failed since.
    const paused = client.pausedFailure();
    const problem = user.keyProblem ?? (paused && messageOf(paused));
    return {
      hasApiKey: true,
      user: { name: user.name, email: user.email },
      ...(problem && { problem }),
    };
  } catch (error) {
    if (!(error instanceof ClockifyError)) throw error;
    return { hasApiKey: true, user: null, problem: error.message };
  }
}

/**
 * Keys Clockify refuses for one member in an hour before the site stops asking it: each check
 * spends a call of the workspace's allowance, and a member who has typed this many wrong keys is
 * guessing or pasting something else.
 */
const REFUSED_KEYS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export async function updateApiKey(
  deps: TimeTrackingDeps,
  userId: string,
  { apiKey }: UpdateApiKey,
) {
  const { client, workspaceId } = deps.timeTracking;
  const refusedKeys = `clockify keys refused for ${userId}`;
  if ((await countedRequests(deps.db, refusedKeys)) >= REFUSED_KEYS_PER_HOUR) {
    throw new AppError(429, clockifyMessages.tooManyKeysRejected);
  }
  const caller = { apiKey, deadline: client.newDeadline(), lane: 'member' as const };
  const user = await client.getUser(caller).catch(async (error: unknown) => {
    if (!isClockifyFailure(error, 'invalidKey')) throw error;
    await countRequest(deps.db, refusedKeys, HOUR_MS);
    throw new AppError(400, clockifyMessages.keyRejected);
  });
  if (workspaceId) {
    const workspaces = await client.listWorkspaces(caller);
    if (!workspaces.some((workspace) => workspace.id === workspaceId)) {
      throw new AppError(403, clockifyMessages.noWorkspaceAccess);
    }
  }
  const activeWorkspace = workspaceId ?? user.activeWorkspace;
  if (!activeWorkspace) throw new AppError(403, clockifyMessages.noWorkspaceAccess);
  await deps.db
    .update(users)
    .set({ clockifyApiKey: encryptSecret(apiKey, deps.config.secretsKey), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await saveMemberAccount(deps.db, userId, {
    clockifyUserId: user.id,
    workspaceId: activeWorkspace,
    name: user.name,
    email: user.email,
  });
  return { user: { name: user.name, email: user.email } };
}

export async function removeApiKey(deps: TimeTrackingDeps, userId: string) {
  await deps.db
    .update(users)
    .set({ clockifyApiKey: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await forgetMemberAccount(deps.db, userId);
  return { success: true as const };
}
