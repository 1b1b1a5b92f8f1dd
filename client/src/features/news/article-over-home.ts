// "Read More" on the home page opens the article in a dialog whose address is the article's own
// (/news/<slug>), so it can be shared; the home page stays under it, and Back closes it. The history
// entry carries a mark; a reload drops it, so the address then opens the article's page.
import { newsArticlePath, slugOfNewsPath } from '@common/news/news';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useHydrated } from '@/lib/hooks/use-hydrated';

const OVER_HOME = { articleOverHome: true } as const;

const isMarked = (state: unknown) =>
  typeof state === 'object' && state !== null && 'articleOverHome' in state;

/** Forgets the mark on a page that has just loaded: a reload shows the article's page. */
export function forgetArticleOverHome() {
  if (isMarked(window.history.state)) window.history.replaceState(null, '');
}

/** The slug of the article open over the home page, if one is. */
export function useArticleOverHome(): string | undefined {
  const [location] = useLocation();
  const hydrated = useHydrated();
  const slug = slugOfNewsPath(location);
  return slug && hydrated && isMarked(window.history.state) ? slug : undefined;
}

/**
 * Keeps an article's dialog on the home page and the address in step. The dialog opens without
 * the code (its Read More gives the browser the command), so the address follows the dialog: open,
 * it is the article's, marked; closed, it is the home page's again. Back and Forward open and close
 * the dialog in turn.
 */
export function useArticleAddress(dialogRef: RefObject<HTMLDialogElement | null>, slug: string) {
  const [, navigate] = useLocation();
  const openSlug = useArticleOverHome();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const path = newsArticlePath(slug);
    const atItsAddress = () => window.location.pathname === path && isMarked(window.history.state);
    const opened = () => {
      if (dialog.open && !atItsAddress()) navigate(path, { state: OVER_HOME });
    };
    const closed = () => {
      if (atItsAddress()) window.history.back();
    };
    // The dialog may have been opened before the code came.
    opened();
    dialog.addEventListener('toggle', opened);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('toggle', opened);
      dialog.removeEventListener('close', closed);
    };
  }, [dialogRef, slug, navigate]);

  // The article the address showed last: Back from it closes its dialog.
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const dialog = dialogRef.current;
    const shownBefore = shown.current;
    shown.current = openSlug;
    if (!dialog) return;
    if (openSlug === slug && !dialog.open) dialog.showModal();
    else if (shownBefore === slug && openSlug !== slug && dialog.open) dialog.close();
  }, [dialogRef, slug, openSlug]);
}
