import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type { ClubConfig } from './common/club/club-config';
import { CLUB_CONFIG_PATH } from './common/club/club-facts';
import { MAIN, siteCodeInDevelopment, writeIndexPage } from './scripts/inline-boot-script';
import {
  DEFAULT_ICON_URL,
  fillIndexPage,
  fillPageBody,
  routeOf,
} from './server/features/pages/index-page';

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
    const page = fillIndexPage(
      html,
      route,
      new URL('http://localhost:5173'),
      { clubConfig, pageTexts },
      DEFAULT_ICON_URL,
    );
    // The development server renders every page in the browser.
    return fillPageBody(page, '', { [CLUB_CONFIG_PATH]: clubConfig, '/api/page-texts': pageTexts });
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'client',
  define: command === 'serve' ? siteCodeInDevelopment : {},
  plugins: [react(), tailwindcss(), devIndexPage, writeIndexPage],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The server rendering's build (client/dist-ssr) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    // The site's code is the entry, and the page's inline script starts it through its export
    // (scripts/inline-boot-script.ts writes index.html).
    rolldownOptions: isSsrBuild ? {} : { input: MAIN, preserveEntrySignatures: 'allow-extension' },
  },
  // The server rendering takes in only the icons the pages use, not the package's hundreds.
  ssr: { noExternal: ['lucide-react'] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } },
  },
}));
