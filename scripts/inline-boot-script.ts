// The build writes the page's one script (client/src/boot.ts) into index.html instead of linking
// it (decision 35): on a phone the page then paints and shows its largest picture without waiting
// on a request for a script. The build's entry is the site's code, main.tsx; boot.ts is told where
// it and the modules it imports are, to fetch when a person reaches for the page, and the page
// links the stylesheets they import. The server allows the script by its hash
// (server/features/pages/inline-scripts.ts). In development Vite serves index.html as it is: it links
// boot.ts, which fetches main.tsx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';
import type { SiteCode } from '../client/src/boot';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const CLIENT = path.resolve(import.meta.dirname, '../client');
const BOOT = path.join(CLIENT, 'src/boot.ts');
export const MAIN = path.join(CLIENT, 'src/main.tsx');

const BOOT_SCRIPT_TAG = /\s*<script type="module" src="\/src\/boot\.ts"><\/script>/;

/** Where boot.ts finds the site's code in development (the global it reads). */
export const siteCodeInDevelopment = {
  __SITE_CODE__: JSON.stringify({ main: '/src/main.tsx', modules: [] } satisfies SiteCode),
};

/** Writes client/dist/index.html: the template, its stylesheet linked, boot.ts written in. */
export const writeIndexPage: Plugin = {
  name: 'write-index-page',
  apply: 'build',
  async generateBundle(_options, bundle) {
    if (this.environment.config.consumer === 'server') return;
    const main = entryChunk(bundle, MAIN);
    const imported = importedChunks(bundle, main);
    const siteCode = {
      main: `/${main.fileName}`,
      modules: imported.map((chunk) => `/${chunk.fileName}`),
    };
    const css = new Set(
      [main, ...imported].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
    );
    const stylesheets = [...css].map((file) => `<link rel="stylesheet" href="/${file}">`);
    const template = readFileSync(path.join(CLIENT, 'index.html'), 'utf8');
    if (!BOOT_SCRIPT_TAG.test(template)) throw new Error('index.html does not load /src/boot.ts');
    const boot = await bundleBoot(siteCode);
    const source = template
      .replace(BOOT_SCRIPT_TAG, '')
      .replace('</head>', () => `  ${stylesheets.join('')}\n  </head>`)
      // Last in the body, where it runs once the page it reads (#root) is parsed.
      .replace('</body>', () => `  <script>${boot}</script>\n  </body>`);
    this.emitFile({ type: 'asset', fileName: 'index.html', source });
  },
};

function entryChunk(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.facadeModuleId === module,
  );
  if (!chunk) throw new Error(`the build has no chunk for ${module}`);
  return chunk;
}

/** Every chunk a chunk imports statically, directly or not. */
function importedChunks(bundle: OutputBundle, chunk: OutputChunk): OutputChunk[] {
  const found = new Map<string, OutputChunk>();
  const visit = (from: OutputChunk) => {
    for (const fileName of from.imports) {
      const imported = bundle[fileName];
      if (imported?.type !== 'chunk' || found.has(fileName)) continue;
      found.set(fileName, imported);
      visit(imported);
    }
  };
  visit(chunk);
  return [...found.values()];
}

/** boot.ts as one small classic script, with the addresses of the site's code written in. */
async function bundleBoot(siteCode: SiteCode): Promise<string> {
  const result = await build({
    entryPoints: [BOOT],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    define: { __SITE_CODE__: JSON.stringify(siteCode) },
  });
  const code = result.outputFiles[0]?.text.trim() ?? '';
  // A script element ends at the first "</script", and "<!--" changes where that is.
  if (!code || /<\/script|<!--/i.test(code)) {
    throw new Error('boot.ts cannot be written into the page');
  }
  return code;
}
