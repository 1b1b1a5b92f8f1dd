// The site's stylesheet written into each page instead of linked: on a phone the first paint then
// waits for the page alone, not for a second request (about 0.5 s on a slow mobile network). It is
// 8 kB compressed, sent again with each page; the CSP allows inline styles ('unsafe-inline').
import { readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/** The template with its built stylesheet inlined; as it is when there is none, or it cannot be. */
export function inlineStylesheet(template: string, clientDir: string): string {
  const href = STYLESHEET_LINK.exec(template)?.[1];
  if (!href) return template;
  const css = readFileSync(path.join(clientDir, href), 'utf8');
  // A stylesheet that could end its element is left linked.
  if (/<\/style/i.test(css)) return template;
  return template.replace(STYLESHEET_LINK, () => `<style>${css}</style>`);
}
