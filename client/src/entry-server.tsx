// The server's rendering of a public page (Vite's SSR build, loaded by server/features/pages/server-renderer.ts):
// the same site as the browser's, from the page's data, with every lazy part loaded and rendered.
import type { PageData } from '@common/page-data';
import { prerenderToNodeStream } from 'react-dom/static';
import { seedQueryCache } from './lib/page-data';
import { makeQueryClient } from './lib/query-client';
import { Site } from './site';

/**
 * The HTML inside `<div id="root">` for `path` (with its query string). Fails when any part of the
 * page failed to render, so that the server sends the page for the browser to render instead.
 */
export async function renderPage(path: string, pageData: PageData): Promise<string> {
  const queryClient = makeQueryClient();
  seedQueryCache(queryClient, pageData);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<Site queryClient={queryClient} path={path} />, {
    onError: (error) => {
      errors.push(error);
    },
    // Every part in place as sent: a large part would otherwise come after the page with an inline
    // script to move it in, which the Content-Security-Policy forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${path} failed`);
  return Buffer.concat(chunks).toString('utf8');
}
