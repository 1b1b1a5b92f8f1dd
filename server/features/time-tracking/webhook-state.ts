// The webhooks the site registered on the team's workspace, as every instance reads them
// (decision 29). Registering them and receiving their deliveries live in webhooks.ts.
import type { Database } from '../../db/client';
import { readState } from './sync-state';

export const WEBHOOKS_STATE = 'webhooks';
export const LAST_DELIVERY_STATE = 'webhook-delivery';

export interface RegisteredWebhooks {
  /** active: registered for the site's URL; failed: registering did not work (why in reason). */
  state: 'active' | 'failed';
  reason?: string;
  url: string;
  webhooks: { id: string; event: string; authToken: string }[];
}

/** Whether Clockify delivers changes as they happen, so refreshes can be rare. */
export async function webhooksLive(db: Database) {
  const stored = await readState<RegisteredWebhooks>(db, WEBHOOKS_STATE);
  return stored?.value?.state === 'active';
}
