// The app's index.html with what only the running server knows filled in: the canonical and Open
// Graph URLs (from PUBLIC_URL), and the page texts admins have rewritten, so that the first paint
// already shows them (no request, no text jumping as it loads).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CANONICAL_PLACEHOLDER = /__CANONICAL_URL__/g;
// A JSON string, so that the template is valid JSON before the server fills it in.
const PAGE_TEXTS_PLACEHOLDER = '"__PAGE_TEXTS__"';

type IndexPage = (route: string, pageTexts: Record<string, string>) => string;

/** Reads index.html once; answers the page for a route, its URLs absolute under `publicUrl`. */
export function loadIndexPage(clientDir: string, publicUrl: URL): IndexPage {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  return (route, pageTexts) =>
    template
      .replace(CANONICAL_PLACEHOLDER, escapeAttribute(new URL(route, publicUrl).href))
      .replace(PAGE_TEXTS_PLACEHOLDER, () => jsonForScriptElement(pageTexts));
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** JSON that cannot end its <script> element early: every "<" is written as an escape. */
function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
