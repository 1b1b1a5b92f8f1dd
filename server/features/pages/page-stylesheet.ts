// The site's stylesheet written into each page instead of linked, cut to the rules the page's
// markup uses (decision 34): on a phone the first paint then waits for the page alone, which
// arrives in one round trip. The whole stylesheet is linked by the page's script (boot.ts) before
// the site's code runs, since what the code shows (dialogs, toasts, other pages) needs the rest. The
// CSP allows inline styles ('unsafe-inline').
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stylesheetCut } from './stylesheet-cut';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/** Writes into a page its part of the stylesheet, from the page's markup. */
export type PageStylesheet = (page: string, markup: string) => string;

/**
 * The page stylesheet of the built client whose index.html is `template`; pages are left as they
 * are when it links no stylesheet, or one whose rules could end the style element.
 */
export function loadPageStylesheet(template: string, clientDir: string): PageStylesheet {
  const href = STYLESHEET_LINK.exec(template)?.[1];
  if (!href) return (page) => page;
  const css = readFileSync(path.join(clientDir, href), 'utf8');
  if (/<\/style/i.test(css)) return (page) => page;
  const cut = stylesheetCut(css);
  return (page, markup) =>
    page.replace(
      STYLESHEET_LINK,
      () => `<style data-whole-stylesheet="${href}">${cut(page + markup)}</style>`,
    );
}
