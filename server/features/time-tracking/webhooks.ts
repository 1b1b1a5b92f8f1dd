// Clockify's webhooks (decision 29): registered once for every instance on the team's workspace
// when the site can receive them (PUBLIC_URL with https and the admin's key), and their deliveries
// applied to the record. A delivery proves itself by its Clockify-Signature: the token Clockify gave
// when the webhook was made, which the site keeps encrypted.
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { clockifyMembers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { entrySchema } from './clockify-answers';
import { ClockifyError } from './clockify-error';
import { recordedProjects } from './clockify-record';
import type { TimeTrackingDeps } from './connected-member';
import { decryptSecret, encryptSecret } from './key-encryption';
import { applyClockifyEntry, fromEntryDto, removeClockifyEntry } from './record-sync';
import { claimTurn, readState, writeState } from './sync-state';
import { LAST_DELIVERY_STATE, type RegisteredWebhooks, WEBHOOKS_STATE } from './webhook-state';

/** The free plan allows three: the events a member's dashboard needs most. */
export const WEBHOOK_EVENTS = ['NEW_TIMER_STARTED', 'TIMER_STOPPED', 'TIME_ENTRY_UPDATED'] as const;
const CHECK_EVERY_MS = 6 * 3600_000;

/** Registers the webhooks when they are missing or point elsewhere; a failure is shown to admins. */
export async function ensureWebhooks(deps: TimeTrackingDeps, now: () => number) {
  const { webhookUrl, adminApiKey, workspaceId, client, budget } = deps.timeTracking;
  if (!webhookUrl || !adminApiKey || !workspaceId) return;
  const stored = (await readState<RegisteredWebhooks>(deps.db, WEBHOOKS_STATE))?.value;
  const registered = stored?.state === 'active' && stored.url === webhookUrl ? stored : undefined;
  // Registering lists, deletes and makes three; a check of registered ones only lists.
  const calls = registered ? 1 : 1 + WEBHOOK_EVENTS.length * 2;
  if ((await budget.roomAt('background', calls)) > now()) return;
  if (!(await claimTurn(deps.db, 'webhooks-check', new Date(now()), CHECK_EVERY_MS))) return;
  const caller = {
    apiKey: adminApiKey,
    deadline: client.newDeadline(),
    lane: 'background' as const,
  };
  try {
    const listed = await client.listWebhooks(caller, workspaceId);
    // Still there: nothing to do. Deleted in Clockify by someone: registered again.
    if (registered?.webhooks.every((webhook) => listed.some((one) => one.id === webhook.id))) {
      return;
    }
    // Ours from before (their tokens are lost with the state) go, so the free plan's 3 suffice.
    for (const old of listed) {
      if (old.url === webhookUrl) await client.deleteWebhook(caller, workspaceId, old.id);
    }
    const webhooks = [];
    for (const event of WEBHOOK_EVENTS) {
      const made = await client.createWebhook(caller, workspaceId, webhookUrl, event);
      if (!made.authToken) throw new ClockifyError('refused', 'a webhook without a token');
      webhooks.push({
        id: made.id,
        event,
        authToken: encryptSecret(made.authToken, deps.config.secretsKey),
      });
    }
    const active: RegisteredWebhooks = { state: 'active', url: webhookUrl, webhooks };
    await writeState(deps.db, WEBHOOKS_STATE, active, new Date(now()));
  } catch (error) {
    if (!(error instanceof ClockifyError)) throw error;
    const failed: RegisteredWebhooks = {
      state: 'failed',
      reason: `Clockify refused to register the webhooks: ${error.message}`,
      url: webhookUrl,
      webhooks: [],
    };
    await writeState(deps.db, WEBHOOKS_STATE, failed, new Date(now()));
  }
}

const deliverySchema = entrySchema.extend({ userId: z.string() });

/** POST /api/clockify/webhook: a signed delivery changes the record; anything else, nothing. */
export async function receiveWebhook(
  deps: TimeTrackingDeps,
  {
    signature,
    event,
    body,
  }: { signature: string | undefined; event: string | undefined; body: unknown },
) {
  if (!signature || !(await isOurSignature(deps, signature))) {
    throw new AppError(401, 'This delivery is not signed by the club’s Clockify webhooks.');
  }
  const parsed = deliverySchema.safeParse(body);
  if (!parsed.success) throw new AppError(400, 'This delivery is not a time entry.');
  const entry = parsed.data;
  const at = new Date(deps.timeTracking.now());
  await writeState(deps.db, LAST_DELIVERY_STATE, null, at);
  const [member] = await deps.db
    .select({ userId: clockifyMembers.userId, workspaceId: clockifyMembers.workspaceId })
    .from(clockifyMembers)
    .where(eq(clockifyMembers.clockifyUserId, entry.userId));
  if (!member) return { received: true };
  if (event === 'TIME_ENTRY_DELETED') {
    await removeClockifyEntry(deps.db, entry.id);
    return { received: true };
  }
  const project =
    entry.project ??
    (await recordedProjects(deps.db, member.workspaceId)).find((p) => p.id === entry.projectId);
  await applyClockifyEntry(deps.db, member.userId, fromEntryDto({ ...entry, project }), at);
  return { received: true };
}

async function isOurSignature(deps: TimeTrackingDeps, signature: string) {
  const stored = (await readState<RegisteredWebhooks>(deps.db, WEBHOOKS_STATE))?.value;
  // Equal lengths for timingSafeEqual, without telling the token's length.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const given = digest(signature);
  let matched = false;
  for (const webhook of stored?.webhooks ?? []) {
    const token = readToken(deps, webhook.authToken);
    if (token !== undefined && timingSafeEqual(given, digest(token))) matched = true;
  }
  return matched;
}

/** A token stored under an earlier SECRETS_KEY can no longer be read: it matches nothing. */
function readToken(deps: TimeTrackingDeps, stored: string) {
  try {
    return decryptSecret(stored, deps.config.secretsKey);
  } catch {
    return undefined;
  }
}
