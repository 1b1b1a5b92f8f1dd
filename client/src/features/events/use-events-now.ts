// The moment the events pages split what is coming from what is past. The server may send a page it
// rendered a while ago (it renders a page again only when its content changes), so the browser
// hydrates with the moment the server rendered with, which the page carries in `data-events-now`,
// and moves on to its own clock right after; it then follows the clock a minute at a time.
import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

/** The attribute of the element that carries the moment its events were rendered at. */
export const EVENTS_NOW_ATTRIBUTE = 'data-events-now';

const thisMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

function subscribeToMinutes(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

/** On the server, now; in the browser while it hydrates, the moment the server rendered with. */
function renderedNow(): number {
  if (typeof document === 'undefined') return thisMinute();
  const written = Number(
    document.querySelector(`[${EVENTS_NOW_ATTRIBUTE}]`)?.getAttribute(EVENTS_NOW_ATTRIBUTE),
  );
  return Number.isFinite(written) && written > 0 ? written : thisMinute();
}

/**
 * Now, to the minute, as a number of milliseconds. Whatever renders with it writes it on its own
 * element (`{[EVENTS_NOW_ATTRIBUTE]: now}`), so that the browser hydrates with the same moment.
 */
export function useEventsNow(): number {
  return useSyncExternalStore(subscribeToMinutes, thisMinute, renderedNow);
}
