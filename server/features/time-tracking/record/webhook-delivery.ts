// A delivery of Clockify's webhooks (decision 29) changes a member's entry only when everything in
// it holds: the Clockify-Signature is the token of the site's webhook for the delivery's event
// type, the entry is of the team's workspace and of the member its userId names, and the same
// delivery was not accepted in the last day (a captured request sent again would otherwise turn an
// old state of the entry back on).
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import {
  clockifyEntries,
  clockifyMembers,
  clockifyWebhookDeliveries,
} from '../../../db/schema/clockify-schema';
import { AppError } from '../../../http/app-error';
import { entrySchema } from '../clockify/clockify-answers';
import type { TimeTrackingDeps } from '../connected-member';
import { decryptSecret } from '../key-encryption';
import { recordedProjects } from './clockify-record';
import { applyClockifyEntry, fromEntryDto } from './record-sync';
import { writeState } from './sync-state';
import { currentWebhooks, LAST_DELIVERY_STATE } from './webhook-state';

const deliverySchema = entrySchema.extend({ userId: z.string(), workspaceId: z.string() });
const REPLAY_WINDOW_MS = 24 * 3600_000;

interface Delivery {
  signature: string | undefined;
  event: string | undefined;
  body: unknown;
}

/**
 * POST /api/clockify/webhook. `received` is false for a delivery the site ignores: an event type it
 * did not subscribe to, a member it does not know, or a replay.
 */
export async function receiveWebhook(deps: TimeTrackingDeps, { signature, event, body }: Delivery) {
  const webhooks = (await currentWebhooks(deps))?.webhooks ?? [];
  const signedBy = signature ? webhookWithToken(deps, webhooks, signature) : undefined;
  if (!signedBy) {
    throw new AppError(401, 'This delivery is not signed by the club’s Clockify webhooks.');
  }
  if (!webhooks.some((webhook) => webhook.event === event)) return { received: false };
  if (signedBy.event !== event) {
    throw new AppError(401, 'This delivery is not signed by the webhook of its event type.');
  }
  const parsed = deliverySchema.safeParse(body);
  if (!parsed.success) throw new AppError(400, 'This delivery is not a time entry.');
  const entry = parsed.data;
  if (entry.workspaceId !== deps.timeTracking.workspaceId) {
    throw new AppError(400, 'This delivery is of another workspace than the team’s.');
  }
  const [member] = await deps.db
    .select({ userId: clockifyMembers.userId, workspaceId: clockifyMembers.workspaceId })
    .from(clockifyMembers)
    .where(eq(clockifyMembers.clockifyUserId, entry.userId));
  if (!member) return { received: false };
  if (member.workspaceId !== entry.workspaceId) {
    throw new AppError(400, 'This delivery is of another workspace than the member’s.');
  }
  const [recorded] = await deps.db
    .select({ userId: clockifyEntries.userId })
    .from(clockifyEntries)
    .where(eq(clockifyEntries.clockifyId, entry.id));
  if (recorded && recorded.userId !== member.userId) {
    throw new AppError(400, 'This delivery’s entry belongs to another member.');
  }
  const at = new Date(deps.timeTracking.now());
  if (!(await isFirstDelivery(deps, `${event}\n${JSON.stringify(body)}`, at))) {
    return { received: false };
  }
  await writeState(deps.db, LAST_DELIVERY_STATE, null, at);
  const project =
    entry.project ??
    (await recordedProjects(deps.db, member.workspaceId)).find((p) => p.id === entry.projectId);
  await applyClockifyEntry(deps.db, member.userId, fromEntryDto({ ...entry, project }), at);
  return { received: true };
}

/** The webhook whose token the signature is; every token is compared, in constant time. */
function webhookWithToken<Webhook extends { authToken: string }>(
  deps: TimeTrackingDeps,
  webhooks: Webhook[],
  signature: string,
) {
  // Equal lengths for timingSafeEqual, without telling the token's length.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const given = digest(signature);
  let matched: Webhook | undefined;
  for (const webhook of webhooks) {
    const token = readToken(deps, webhook.authToken);
    if (token !== undefined && timingSafeEqual(given, digest(token))) matched = webhook;
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

/**
 * Keeps the delivery's digest for a day; false when it is kept from the last day, by any instance. A
 * digest older than that may still wait for the hourly sweep: it is taken as new.
 */
async function isFirstDelivery(deps: TimeTrackingDeps, delivery: string, at: Date) {
  const digest = createHash('sha256').update(delivery).digest('base64url');
  const kept = await deps.db
    .insert(clockifyWebhookDeliveries)
    .values({ digest, receivedAt: at })
    .onConflictDoUpdate({
      target: clockifyWebhookDeliveries.digest,
      set: { receivedAt: at },
      setWhere: lt(clockifyWebhookDeliveries.receivedAt, replayWindowStart(at)),
    })
    .returning({ digest: clockifyWebhookDeliveries.digest });
  return kept.length > 0;
}

const replayWindowStart = (at: Date) => new Date(at.getTime() - REPLAY_WINDOW_MS);

/** Deletes the digests of deliveries past the replay window; the background does it every hour. */
export async function forgetOldDeliveries(db: Database, now: Date): Promise<void> {
  await db
    .delete(clockifyWebhookDeliveries)
    .where(lt(clockifyWebhookDeliveries.receivedAt, replayWindowStart(now)));
}
