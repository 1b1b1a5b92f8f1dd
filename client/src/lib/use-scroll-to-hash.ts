import { useEffect } from 'react';

/**
 * Scrolls to the element the URL hash names, 100 ms after load and after each hash change (spec
 * section 9). `prepare` runs first, so that a page can reveal the element (open its tab).
 */
export function useScrollToHash(prepare?: (id: string) => void) {
  useEffect(() => {
    let timer: number | undefined;
    const follow = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      prepare?.(id);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView(), 100);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('hashchange', follow);
    };
  }, [prepare]);
}
