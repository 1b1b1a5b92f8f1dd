// The member's Clockify side: their decrypted key, who Clockify says they are, and the workspace
// their timers live in. Reading it begins the member request's Clockify deadline.
import { eq } from 'drizzle-orm';
import { clockifyMessages } from '../../../common/time-tracking';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { ClockifyCaller } from './clockify-client';
import { ClockifyError } from './clockify-error';
import { decryptSecret } from './key-encryption';

export type TimeTrackingDeps = Pick<Deps, 'db' | 'config' | 'timeTracking'>;

/** The Clockify user is fixed for a key, so it is kept until the key changes. */
export const USER_TTL_MS = Number.POSITIVE_INFINITY;

/** The stored key, decrypted; null when the member has none. */
export async function storedApiKey(deps: TimeTrackingDeps, userId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ clockifyApiKey: users.clockifyApiKey })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.clockifyApiKey) return null;
  try {
    return decryptSecret(row.clockifyApiKey, deps.config.secretsKey);
  } catch {
    // SECRETS_KEY was replaced since the key was saved: the member has to connect again.
    throw new AppError(409, clockifyMessages.keyUnreadable);
  }
}

/**
 * Who the key belongs to. A request joining a call already on its way waits for it, within that
 * call's deadline, which ends before its own.
 */
export function clockifyUser(deps: TimeTrackingDeps, userId: string, caller: ClockifyCaller) {
  const { cache, client } = deps.timeTracking;
  return cache.get(userId, 'user', USER_TTL_MS, () => client.getUser(caller));
}

/** The member as Clockify's caller: all the calls of this request share its deadline. */
export interface ConnectedMember extends ClockifyCaller {
  userId: string;
  clockifyUserId: string;
  name: string;
  workspaceId: string;
}

/** The member's Clockify account; 409 when they have not connected one. */
export async function connectedMember(
  deps: TimeTrackingDeps,
  userId: string,
): Promise<ConnectedMember> {
  const deadline = deps.timeTracking.client.newDeadline();
  const apiKey = await storedApiKey(deps, userId);
  if (!apiKey) throw new AppError(409, clockifyMessages.noKey);
  const user = await clockifyUser(deps, userId, { apiKey, deadline });
  const workspaceId = deps.timeTracking.workspaceId ?? user.activeWorkspace;
  if (!workspaceId)
    throw new ClockifyError('noWorkspaceAccess', 'the user has no active workspace');
  return { userId, apiKey, deadline, clockifyUserId: user.id, name: user.name, workspaceId };
}
