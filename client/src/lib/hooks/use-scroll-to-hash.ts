import { useEffect } from 'react';

const SCROLL_DELAY_MS = 100;

/** Scrolls the element with this id into view after 100 ms, once the page has laid out. */
export function scrollToIdSoon(id: string): () => void {
  const timer = window.setTimeout(
    () => document.getElementById(id)?.scrollIntoView(),
    SCROLL_DELAY_MS,
  );
  return () => window.clearTimeout(timer);
}

/**
 * Scrolls to the element the URL hash names, 100 ms after load and after each hash change.
 * `prepare` runs first, so that a page can reveal the element (open its tab). A page whose content
 * arrives later passes `loaded` false until it has: scrolling before that would aim at a place that
 * the arriving content then pushes down.
 */
export function useScrollToHash(prepare?: (id: string) => void, loaded = true) {
  useEffect(() => {
    if (!loaded) return;
    let cancelScroll: (() => void) | undefined;
    const follow = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      prepare?.(id);
      cancelScroll?.();
      cancelScroll = scrollToIdSoon(id);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      cancelScroll?.();
      window.removeEventListener('hashchange', follow);
    };
  }, [prepare, loaded]);
}
