import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on:
 * what only the browser knows (cookies, the signed-in user) may show only once it is true, or the
 * browser's first render would differ from the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
