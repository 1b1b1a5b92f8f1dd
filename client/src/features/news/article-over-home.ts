// "Read More" on the home page opens the article in a dialog whose address is the article's own
// (/news/<slug>), so it can be shared; the home page stays under it, and Back closes it. The history
// entry carries a mark; a reload drops it, so the address then opens the article's page.
import { slugOfNewsPath } from '@common/news';
import { useLocation } from 'wouter';
import { useHydrated } from '@/lib/use-hydrated';

const OVER_HOME = { articleOverHome: true } as const;

/** The history state a Read More link of the home page navigates with. */
export const articleOverHomeState = OVER_HOME;

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
