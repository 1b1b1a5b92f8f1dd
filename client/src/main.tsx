import { createRoot, hydrateRoot } from 'react-dom/client';
import { forgetArticleOverHome } from './features/news/article-over-home';
import { readPageData, seedQueryCache } from './lib/page-data';
import { makeQueryClient } from './lib/query-client';
import { Site } from './site';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

forgetArticleOverHome();
const queryClient = makeQueryClient();
seedQueryCache(queryClient, readPageData());
const site = <Site queryClient={queryClient} />;

// Public pages come rendered by the server and are hydrated; the others are rendered here.
if (root.firstElementChild) hydrateRoot(root, site);
else createRoot(root).render(site);
