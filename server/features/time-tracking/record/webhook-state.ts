// The webhooks the site registered on the team's workspace, as every instance reads them
// (decision 29). Registering them lives in webhooks.ts, receiving their deliveries in
// webhook-delivery.ts.

import type { TimeTrackingDeps } from '../connected-member';
import { readState } from './sync-state';

/** The free plan allows three: the events a member's dashboard needs most. */
export const WEBHOOK_EVENTS = ['NEW_TIMER_STARTED', 'TIMER_STOPPED', 'TIME_ENTRY_UPDATED'] as const;

export const WEBHOOKS_STATE = 'webhooks';
export const LAST_DELIVERY_STATE = 'webhook-delivery';

export interface RegisteredWebhooks {
  /** active: one webhook of each event at `url`; failed: registering did not work (why in reason). */
  state: 'active' | 'failed';
  reason?: string;
  url: string;
  /** Tokens encrypted with SECRETS_KEY. */
  webhooks: { id: string; event: string; authToken: string }[];
}

/** The registration, if it is for this site as configured now (its URL, with the admin's key). */
export async function currentWebhooks(deps: TimeTrackingDeps) {
  const { webhookUrl, adminApiKey } = deps.timeTracking;
  if (!webhookUrl || !adminApiKey) return undefined;
  const stored = (await readState<RegisteredWebhooks>(deps.db, WEBHOOKS_STATE))?.value;
  return stored?.url === webhookUrl ? stored : undefined;
}

/** Whether Clockify delivers changes as they happen, so refreshes can be rare. */
export async function webhooksLive(deps: TimeTrackingDeps) {
  return (await currentWebhooks(deps))?.state === 'active';
}
