import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * The site's address as the browser reached it (https://club.example); undefined on the server and
 * while the browser hydrates, so that the first render matches the server's HTML.
 */
export function useSiteOrigin(): URL | undefined {
  const origin = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.origin,
    () => undefined,
  );
  return origin ? new URL(origin) : undefined;
}
