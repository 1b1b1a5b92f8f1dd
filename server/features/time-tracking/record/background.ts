// Each instance's share of the background work (decision 29): sending the waiting starts and stops
// every few seconds, and a refresh round every minute. Rounds never overlap within an instance; the
// database keeps instances from doing the same work twice.
import type { FastifyBaseLogger } from 'fastify';
import type { TimeTrackingDeps } from '../connected-member';
import { createEntrySender } from './entry-sender';
import { createRecordRefresher } from './record-refresher';

const SEND_EVERY_MS = 5_000;
const REFRESH_EVERY_MS = 60_000;

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
  const running = new Set<Promise<void>>();
  const every = (ms: number, work: () => Promise<void>, what: string) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const round = work()
        .catch((error: unknown) => log.warn({ err: error }, `Clockify ${what} failed`))
        .finally(() => {
          busy = false;
          running.delete(round);
        });
      running.add(round);
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(SEND_EVERY_MS, () => sender.sendWaiting(), 'sending'),
    every(REFRESH_EVERY_MS, () => refresher.refreshDue(), 'refresh'),
  ];
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled(running);
  };
}
