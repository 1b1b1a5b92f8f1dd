import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3000);

/** In development, fills the canonical URL placeholder that the server fills in production. */
const devCanonicalUrl: Plugin = {
  name: 'dev-canonical-url',
  apply: 'serve',
  transformIndexHtml: (html, { originalUrl }) =>
    html.replaceAll(
      '__CANONICAL_URL__',
      `http://localhost:5173${originalUrl?.split('?')[0] ?? '/'}`,
    ),
};

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss(), devCanonicalUrl],
  resolve: { tsconfigPaths: true },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } },
  },
});
