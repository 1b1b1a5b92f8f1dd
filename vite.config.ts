import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type { ClubConfig } from './common/club-config';
import { CLUB_CONFIG_PATH } from './common/club-facts';
import { fillIndexPage, fillPageBody, routeOf } from './server/http/index-page';

const apiPort = Number(process.env.API_PORT ?? 3000);

const apiRead = async <T>(path: string): Promise<T> => {
  const response = await fetch(`http://127.0.0.1:${apiPort}${path}`).catch(() => undefined);
  if (!response?.ok) throw new Error(`The API server did not answer ${path}: is it up?`);
  return (await response.json()) as T;
};

/** In development, fills in the page's head and data as the server does, from the API server. */
const devIndexPage: Plugin = {
  name: 'dev-index-page',
  apply: 'serve',
  transformIndexHtml: async (html, { originalUrl }) => {
    const route = routeOf(originalUrl ?? '/');
    const [clubConfig, pageTexts] = await Promise.all([
      apiRead<ClubConfig>(CLUB_CONFIG_PATH),
      apiRead<Record<string, string>>('/api/page-texts'),
    ]);
    const page = fillIndexPage(html, route, new URL('http://localhost:5173'), {
      clubConfig,
      pageTexts,
    });
    // The development server renders every page in the browser.
    return fillPageBody(page, '', { [CLUB_CONFIG_PATH]: clubConfig, '/api/page-texts': pageTexts });
  },
};

/**
 * The page's one script (boot.ts) is fetched at low priority: nothing the page shows waits for it,
 * and the page's largest picture should not (decision 34). Vite writes the tag itself, dropping
 * attributes given in index.html.
 */
const bootScriptAtLowPriority: Plugin = {
  name: 'boot-script-at-low-priority',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<script type="module" crossorigin src=/,
        () => '<script type="module" crossorigin fetchpriority="low" src=',
      ),
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [react(), tailwindcss(), devIndexPage, bootScriptAtLowPriority],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The server rendering's build (client/dist-ssr) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
  },
  // The server rendering takes in only the icons the pages use, not the package's hundreds.
  ssr: { noExternal: ['lucide-react'] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } },
  },
}));
