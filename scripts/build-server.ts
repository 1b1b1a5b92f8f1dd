// Bundles the server (server/main.ts and the modules it imports, packages left to node_modules)
// into dist/server/main.js, which `npm start` runs: no TypeScript compiler in the running process.
// Modules the server imports only when it needs them (PGlite, the AI SDK) stay in chunks of their
// own beside it, loaded on that first use.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/server');

/**
 * Inside the bundle every module would share the bundle's own `import.meta.url`; this gives each
 * one its source file's URL, relative to the bundle, so files found beside a module (the
 * migrations, the built client) resolve from the bundle as they do from the source.
 */
const sourceFileUrls: Plugin = {
  name: 'source-file-urls',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      const fromBundle = path.relative(outdir, file).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return {
        contents: source.replaceAll('import.meta.url', url),
        loader: file.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

// Chunks are named by their content: the last build's would stay beside the new ones.
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'server/main.ts')],
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  plugins: [sourceFileUrls],
  logLevel: 'warning',
});
console.log(`Built ${path.relative(root, outdir)}/main.js`);
