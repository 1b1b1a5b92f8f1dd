// Clockify's webhooks (decision 29): registered once for every instance on the team's workspace
// when the site can receive them (PUBLIC_URL with https and the admin's key). Their deliveries are
// received in webhook-delivery.ts.
import { WEBHOOK_NAME_PREFIX } from '../clockify/clockify-client';
import { ClockifyError } from '../clockify/clockify-error';
import type { TimeTrackingDeps } from '../connected-member';
import { encryptSecret } from '../key-encryption';
import { claimTurn, isTurnDue, writeState } from './sync-state';
import {
  currentWebhooks,
  type RegisteredWebhooks,
  WEBHOOK_EVENTS,
  WEBHOOKS_STATE,
} from './webhook-state';

const CHECK_EVERY_MS = 6 * 3600_000;
const FIRST_TRY_EVERY_MS = 15 * 60_000;

/**
 * Registers the webhooks that are missing (never made, deleted in Clockify, or switched off by
 * it), keeping the ones that work; a failure is shown to admins. Answers `needsRoom` while a
 * registration is due but the background share has no room for it: the refreshes then wait, so
 * that the share frees up for it.
 */
export async function ensureWebhooks(
  deps: TimeTrackingDeps,
  now: () => number,
): Promise<'done' | 'needsRoom'> {
  const { webhookUrl, adminApiKey, workspaceId, client, budget } = deps.timeTracking;
  if (!webhookUrl || !adminApiKey || !workspaceId) return 'done';
  const stored = await currentWebhooks(deps);
  const complete = stored?.state === 'active';
  // Checked every 6 hours once registered; tried again hourly after a failure.
  const everyMs = complete || stored?.state === 'failed' ? CHECK_EVERY_MS : FIRST_TRY_EVERY_MS;
  if (!(await isTurnDue(deps.db, 'webhooks-check', new Date(now()), everyMs))) return 'done';
  // A check lists them; a registration also deletes strays and makes up to three.
  const calls = complete ? 1 : 1 + 2 * WEBHOOK_EVENTS.length;
  if (!(await budget.hasRoom('background', calls))) return complete ? 'done' : 'needsRoom';
  if (!(await claimTurn(deps.db, 'webhooks-check', new Date(now()), everyMs))) return 'done';
  // Each call its own deadline: a slow Clockify must not cut a registration halfway.
  const caller = () => ({
    apiKey: adminApiKey,
    deadline: client.newDeadline(),
    lane: 'background' as const,
  });
  const known = stored?.webhooks ?? [];
  const webhooks: RegisteredWebhooks['webhooks'] = [];
  try {
    const listed = await client.listWebhooks(caller(), workspaceId);
    webhooks.push(
      ...known.filter((webhook) =>
        listed.some(
          (one) => one.id === webhook.id && one.enabled !== false && one.deliveryEnabled !== false,
        ),
      ),
    );
    if (complete && webhooks.length === known.length) return 'done';
    // The site's own that it cannot use (a former URL, a lost token, switched off by Clockify)
    // go, so that the free plan's three suffice.
    for (const stray of listed) {
      const ours = stray.url === webhookUrl || stray.name?.startsWith(WEBHOOK_NAME_PREFIX);
      if (ours && !webhooks.some((webhook) => webhook.id === stray.id)) {
        await client.deleteWebhook(caller(), workspaceId, stray.id);
      }
    }
    for (const event of WEBHOOK_EVENTS) {
      if (webhooks.some((webhook) => webhook.event === event)) continue;
      const made = await client.createWebhook(caller(), workspaceId, webhookUrl, event);
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
    // The ones made are kept with their tokens, so the next try does not make them again.
    const failed: RegisteredWebhooks = {
      state: 'failed',
      reason: `Clockify refused to register the webhooks: ${error.message}`,
      url: webhookUrl,
      webhooks,
    };
    await writeState(deps.db, WEBHOOKS_STATE, failed, new Date(now()));
  }
  return 'done';
}
