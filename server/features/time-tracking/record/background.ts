// Each instance's share of the background work (decision 29): sending the waiting starts and stops
// every few seconds, a refresh round every minute, and forgetting webhook deliveries past the
// replay window every hour. Rounds never overlap within an instance; the
// database keeps instances from doing the same work twice.
import type { FastifyBaseLogger } from 'fastify';
import { repeatEvery } from '../../../process/repeat-every';
import type { TimeTrackingDeps } from '../connected-member';
import { createEntrySender } from './entry-sender';
import { createRecordRefresher } from './record-refresher';
import { forgetOldDeliveries } from './webhook-delivery';

const SEND_EVERY_MS = 5_000;
const REFRESH_EVERY_MS = 60_000;
const FORGET_EVERY_MS = 3600_000;

/** One round of everything due: what waits is sent first, then what is due is refreshed. */
export async function runClockifyRound(deps: TimeTrackingDeps) {
  const { now } = deps.timeTracking;
  await createEntrySender(deps, now).sendWaiting();
  await createRecordRefresher(deps, now).refreshDue();
}

export function startClockifyBackground(deps: TimeTrackingDeps, log: FastifyBaseLogger) {
  const { now } = deps.timeTracking;
  const sender = createEntrySender(deps, now);
  const refresher = createRecordRefresher(deps, now);
  const stops = [
    repeatEvery(SEND_EVERY_MS, () => sender.sendWaiting(), {
      log,
      failure: 'Clockify sending failed',
    }),
    repeatEvery(REFRESH_EVERY_MS, () => refresher.refreshDue(), {
      log,
      failure: 'Clockify refresh failed',
    }),
    repeatEvery(FORGET_EVERY_MS, () => forgetOldDeliveries(deps.db, new Date(now())), {
      log,
      failure: 'forgetting old Clockify webhook deliveries failed',
    }),
  ];
  return async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
  };
}
