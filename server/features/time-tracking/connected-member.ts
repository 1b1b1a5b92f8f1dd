// The member's Clockify side: their decrypted key and the account it opens, which the record keeps
// (read from Clockify once, when it is missing). Reading it begins the request's Clockify deadline.
import { eq } from 'drizzle-orm';
import { clockifyMessages } from '../../../common/time-tracking/time-tracking';
import type { ClockifyLane } from '../../db/schema/clockify-schema';
import { users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { ClockifyError } from './clockify/clockify-error';
import type { ClockifyCaller } from './clockify/clockify-requests';
import { decryptSecret } from './key-encryption';
import {
  type MemberAccount,
  markKeyProblem,
  memberAccount,
  saveMemberAccount,
} from './record/clockify-record';

export type TimeTrackingDeps = Pick<Deps, 'db' | 'config' | 'timeTracking'>;

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

/** The member as Clockify's caller: all the calls of one piece of work share its deadline. */
export interface ConnectedMember extends ClockifyCaller, MemberAccount {}

/** The member's account and key; undefined when they have no key. */
export async function memberCaller(
  deps: TimeTrackingDeps,
  userId: string,
  lane: ClockifyLane,
): Promise<ConnectedMember | undefined> {
  const deadline = deps.timeTracking.client.newDeadline();
  const apiKey = await storedApiKey(deps, userId);
  if (!apiKey) return undefined;
  const caller = { apiKey, deadline, lane };
  const account =
    (await memberAccount(deps.db, userId)) ?? (await readAccount(deps, userId, caller));
  return { ...account, ...caller };
}

/** A key saved before the record kept accounts: who Clockify says it is, kept from now on. */
async function readAccount(deps: TimeTrackingDeps, userId: string, caller: ClockifyCaller) {
  const user = await deps.timeTracking.client.getUser(caller);
  const workspaceId = deps.timeTracking.workspaceId ?? user.activeWorkspace;
  if (!workspaceId) {
    throw new ClockifyError('noWorkspaceAccess', 'the user has no active workspace');
  }
  const fields = { clockifyUserId: user.id, workspaceId, name: user.name, email: user.email };
  await saveMemberAccount(deps.db, userId, fields);
  const account = await memberAccount(deps.db, userId);
  if (!account) throw new Error('the account just saved is not stored');
  return account;
}

/** The member's account for their own request; 409 when they have not connected one. */
export async function connectedMember(
  deps: TimeTrackingDeps,
  userId: string,
): Promise<ConnectedMember> {
  const member = await memberCaller(deps, userId, 'member');
  if (!member) throw new AppError(409, clockifyMessages.noKey);
  return member;
}

/**
 * Notes that Clockify refused the member's key, unless the member saved another key while the
 * call was on its way: the new key has not been refused.
 */
export async function noteRefusedKey(
  deps: TimeTrackingDeps,
  userId: string,
  usedKey: string | undefined,
  problem: string,
) {
  const current = await storedApiKey(deps, userId).catch(() => null);
  if (usedKey !== undefined && current === usedKey) await markKeyProblem(deps, userId, problem);
}
