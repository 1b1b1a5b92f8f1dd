import { useEffect } from 'react';

const SCROLL_DELAY_MS = 100;
const FOCUSABLE = 'input:not([disabled]), select, textarea, button:not([disabled]), a[href]';

/**
 * /admin/edit?tab=settings#setting-logoUrl: once the settings have loaded, scrolls to the place the
 * hash names (a setting or a group) and puts the focus on its first control, so that a link from
 * the Dashboard's checklist lands where the admin can act.
 */
export function useSettingDeepLink(loaded: boolean) {
  useEffect(() => {
    if (!loaded) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id.startsWith('setting')) return;
    const timer = window.setTimeout(() => {
      const place = document.getElementById(id);
      if (!place) return;
      place.scrollIntoView({ block: 'start' });
      // Marked too: after a click, the browser draws no focus ring around the focused control.
      place.dataset.linked = 'true';
      const control = place.matches(FOCUSABLE)
        ? place
        : place.querySelector<HTMLElement>(FOCUSABLE);
      control?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);
}
