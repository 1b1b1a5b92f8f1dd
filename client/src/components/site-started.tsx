import { useEffect } from 'react';

/**
 * Marks the page (`<html data-started>`) once the site's code has taken it over: the page the server
 * sent is hydrated, its lazy parts included. Browser tests wait for it before they click, as a
 * person on a slow phone may click a button that does nothing yet.
 */
export function SiteStarted() {
  useEffect(() => {
    document.documentElement.dataset.started = 'true';
  }, []);
  return null;
}
