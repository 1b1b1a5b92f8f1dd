// The site's code, which boot.ts fetches and starts (decision 34): it hydrates a page the server
// rendered, and renders one the server sent empty.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadPageAt } from './App';
import { forgetArticleOverHome } from './features/news/article-over-home';
import { readPageData, seedQueryCache } from './lib/page-data';
import { makeQueryClient } from './lib/query-client';
import { Site } from './site';
import './styles.css';

export async function startSite({ serverRendered }: { serverRendered: boolean }): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  forgetArticleOverHome();
  // A page whose code comes apart is hydrated once that code is in, so that React takes over the
  // page as sent rather than drawing it anew.
  await preloadPageAt(window.location.pathname);
  const queryClient = makeQueryClient();
  seedQueryCache(queryClient, readPageData());
  const site = <Site queryClient={queryClient} />;

  // Public pages come rendered by the server and are hydrated, as a transition: React then hydrates
  // in short slices, and a phone stays responsive while it does. The other pages are rendered here.
  if (serverRendered) {
    startTransition(() => {
      hydrateRoot(root, site);
    });
  } else createRoot(root).render(site);
}
