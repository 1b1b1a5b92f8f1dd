// A client build for API tests that serve pages: the real index.html template (its placeholders are
// the ones the server fills in), one script with its brotli copy, and the icon. The server renders
// no page into it (there is no server build), so a page carries its head and its data alone.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export const CLIENT_SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** Made at once, so that a test file can hand it to its app's options as it declares them. */
export function makeClientBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-client-'));
  mkdirSync(path.join(dir, 'assets'));
  copyFileSync(
    path.join(import.meta.dirname, '../../client/index.html'),
    path.join(dir, 'index.html'),
  );
  writeFileSync(path.join(dir, 'assets', 'main-a1b2c3.js'), CLIENT_SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'main-a1b2c3.js.br'), brotliCompressSync(CLIENT_SCRIPT));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
