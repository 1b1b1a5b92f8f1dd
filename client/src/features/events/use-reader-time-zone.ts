import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The time zone of the reader's browser (America/New_York); undefined on the server, which cannot
 * know it, and while the browser hydrates, so that the first render matches the server's HTML.
 */
export function useReaderTimeZone(): string | undefined {
  return useSyncExternalStore(subscribeToNothing, browserTimeZone, () => undefined);
}
