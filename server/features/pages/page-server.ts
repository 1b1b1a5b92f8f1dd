// The page server of a built client: its index.html and, when built, its server rendering.
import type { Deps } from '../../deps';
import type { ServePage } from './client-app';
import { loadIndexPage } from './index-page';
import { createPageServer } from './serve-page';
import { loadServerRenderer } from './server-renderer';

export async function makePageServer(deps: Deps, clientDir: string): Promise<ServePage> {
  return createPageServer({
    deps,
    indexPage: loadIndexPage(clientDir, deps.config.publicUrl),
    renderPage: await loadServerRenderer(clientDir),
  });
}
