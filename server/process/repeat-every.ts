// Background work an instance repeats on a timer (sending waiting changes, hourly sweeps). A round
// never starts while the last one runs, a failed round is logged and the next one tries again, and
// the timer does not keep the process alive.
import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `ms`. Answers the function that stops the timer and waits for the round that
 * runs, for the app's onClose.
 */
export function repeatEvery(
  ms: number,
  work: () => Promise<unknown>,
  { log, failure }: { log: FastifyBaseLogger; failure: string },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, failure),
      )
      .finally(() => {
        running = undefined;
      });
  }, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
