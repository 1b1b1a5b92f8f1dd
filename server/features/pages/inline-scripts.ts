// The page's one inline script (client/src/boot.ts, written in by the build; decision 35) is
// allowed by the Content-Security-Policy by its hash: a script of any other text, injected or not,
// still does not run.
import { createHash } from 'node:crypto';

/** A script element the browser runs: no attributes (a `type="application/json"` one is data). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The code of the scripts written into a page or template. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, code = '']) => code);
}

/** The CSP sources (`'sha256-…'`) of the inline scripts of a page or template. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map(
    (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}
