// Connecting a member's Clockify account: the key is checked with Clockify before it is stored,
// encrypted, and it never leaves the server again.
import { eq } from 'drizzle-orm';
import {
  type ClockifyUserStatus,
  clockifyMessages,
  type UpdateApiKey,
} from '../../../common/time-tracking';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isClockifyFailure } from './clockify-error';
import { clockifyUser, storedApiKey, type TimeTrackingDeps, USER_TTL_MS } from './connected-member';
import { encryptSecret } from './key-encryption';

/** Whether the member has a key, and whose Clockify account it opens (null when Clockify cannot say now). */
export async function getUserStatus(
  deps: TimeTrackingDeps,
  userId: string,
): Promise<ClockifyUserStatus> {
  const apiKey = await storedApiKey(deps, userId);
  if (!apiKey) return { hasApiKey: false, user: null };
  const user = await clockifyUser(deps, userId, apiKey).catch(() => null);
  return { hasApiKey: true, user: user && { name: user.name, email: user.email } };
}

export async function updateApiKey(
  deps: TimeTrackingDeps,
  userId: string,
  { apiKey }: UpdateApiKey,
) {
  const { client, cache, workspaceId } = deps.timeTracking;
  const user = await client.getUser(apiKey).catch((error: unknown) => {
    throw isClockifyFailure(error, 'invalidKey')
      ? new AppError(400, clockifyMessages.keyRejected)
      : error;
  });
  if (workspaceId) {
    const workspaces = await client.listWorkspaces(apiKey);
    if (!workspaces.some((workspace) => workspace.id === workspaceId)) {
      throw new AppError(403, clockifyMessages.noWorkspaceAccess);
    }
  }
  await deps.db
    .update(users)
    .set({ clockifyApiKey: encryptSecret(apiKey, deps.config.secretsKey), updatedAt: new Date() })
    .where(eq(users.id, userId));
  cache.forget(userId);
  cache.set(userId, 'user', USER_TTL_MS, user);
  return { user: { name: user.name, email: user.email } };
}

export async function removeApiKey(deps: TimeTrackingDeps, userId: string) {
  await deps.db
    .update(users)
    .set({ clockifyApiKey: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  deps.timeTracking.cache.forget(userId);
  return { success: true as const };
}
