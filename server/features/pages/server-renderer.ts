// The client's server rendering (client/src/entry-server.tsx), built by `npm run build` into
// client/dist-ssr beside the client's own build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../../common/page-data';

/** Renders the HTML of `path` (with its query string) from the page's data. */
export type RenderPage = (path: string, pageData: PageData) => Promise<string>;

/** The renderer built beside `clientDir`, or undefined when there is none (pages then render in the browser). */
export async function loadServerRenderer(clientDir: string): Promise<RenderPage | undefined> {
  const entry = path.join(clientDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module: { renderPage: RenderPage } = await import(pathToFileURL(entry).href);
  return module.renderPage;
}
