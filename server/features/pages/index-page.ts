// The app's index.html with what only the running server knows filled in: the page's head (title,
// description, canonical address, link previews, structured data; see page-head.ts), the club's
// logo as the icon, and in the body the server's rendering and the page's data, so that the first
// paint, search engines and link previews already show the club's own site.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData } from '../../../common/page-data';
import { escapeHtml, jsonForScriptElement } from './html-text';
import { inlineScriptHashes } from './inline-scripts';
import { type PageHeadInput, pageHead } from './page-head';
import { loadPageStylesheet } from './page-stylesheet';

const ICON_PLACEHOLDER = '__ICON_URL__';
/** The site's own icon, for a club that has set no logo. */
export const DEFAULT_ICON_URL = '/favicon.svg';
// Comments, so that the template stays valid HTML before the server fills it in.
const PAGE_HEAD_PLACEHOLDER = '<!--__PAGE_HEAD__-->';
const SERVER_RENDERED_PLACEHOLDER = '<!--__SERVER_RENDERED__-->';
// A JSON string, so that the template is valid JSON before the server fills it in.
const PAGE_DATA_PLACEHOLDER = '"__PAGE_DATA__"';

/** The route of a request's path: no query, no trailing slash. */
export const routeOf = (url: string) => (url.split('?')[0] ?? '/').replace(/\/$/, '') || '/';

/** The query string of a request's path, with its "?"; '' when it has none. */
export const searchOf = (url: string) => {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
};

/** What a page shows, for its head. */
type PageContent = Omit<PageHeadInput, 'publicUrl' | 'route'>;

export interface IndexPage {
  /** The page for a route, its URLs absolute under the public address, its body still to fill. */
  head(route: string, content: PageContent): string;
  /** The page with its body: the server's rendering, its data and its part of the stylesheet. */
  body(page: string, markup: string, pageData: PageData): string;
  /** The CSP sources of the page's inline script (boot.ts), the same on every page. */
  scriptHashes: string[];
}

/** Reads the built index.html and stylesheet once. */
export function loadIndexPage(clientDir: string, publicUrl: URL): IndexPage {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const pageStylesheet = loadPageStylesheet(template, clientDir);
  const defaultIcon = defaultIconOf(clientDir);
  return {
    head: (route, content) => fillIndexPage(template, route, publicUrl, content, defaultIcon),
    body: (page, markup, pageData) => fillPageBody(pageStylesheet(page, markup), markup, pageData),
    scriptHashes: inlineScriptHashes(template),
  };
}

/** The page for a route from the template; the development server uses it too. */
export function fillIndexPage(
  template: string,
  route: string,
  publicUrl: URL,
  content: PageContent,
  defaultIcon: string,
): string {
  const { clubConfig } = content;
  // Replacement functions, so that a "$" in the club's words is not read as a pattern.
  return template
    .replace(PAGE_HEAD_PLACEHOLDER, () => pageHead({ publicUrl, route, ...content }))
    .replaceAll(ICON_PLACEHOLDER, () => escapeHtml(clubConfig.logoUrl ?? defaultIcon));
}

/**
 * The default icon written into the page: one request less, which on a phone would otherwise
 * share the first second with the page's picture.
 */
function defaultIconOf(clientDir: string): string {
  const file = path.join(clientDir, DEFAULT_ICON_URL);
  if (!existsSync(file)) return DEFAULT_ICON_URL;
  return `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8').trim())}`;
}

/** The page's body: the server's rendering (none for a page the browser renders) and its data. */
export function fillPageBody(page: string, markup: string, pageData: PageData): string {
  return page
    .replace(SERVER_RENDERED_PLACEHOLDER, () => markup)
    .replace(PAGE_DATA_PLACEHOLDER, () => jsonForScriptElement(pageData));
}
