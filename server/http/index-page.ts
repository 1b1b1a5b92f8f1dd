// The app's index.html with what only the running server knows filled in: the page's head (title,
// description, canonical address, link previews, structured data; see page-head.ts), the club's
// logo as the icon, and the page texts admins have rewritten, so that the first paint, search
// engines and link previews already show the club's own site (no request, no text jumping as it
// loads).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClubConfig } from '../../common/club-config';
import type { NewsArticle } from '../../common/content';
import type { PageTextOverrides } from '../../common/page-texts';
import { escapeHtml, jsonForScriptElement } from './html-text';
import { pageHead } from './page-head';

const ICON_PLACEHOLDER = /__ICON_URL__/g;
// A comment, so that the template stays valid HTML before the server fills it in.
const PAGE_HEAD_PLACEHOLDER = '<!--__PAGE_HEAD__-->';
// JSON strings, so that the template is valid JSON before the server fills it in.
const PAGE_TEXTS_PLACEHOLDER = '"__PAGE_TEXTS__"';
const CLUB_CONFIG_PLACEHOLDER = '"__CLUB_CONFIG__"';

/** The route of a request's path: no query, no trailing slash. */
export const routeOf = (url: string) => (url.split('?')[0] ?? '/').replace(/\/$/, '') || '/';

interface PageContent {
  pageTexts: PageTextOverrides;
  clubConfig: ClubConfig;
  /** The article the page shows, at /news/<slug>. */
  article?: NewsArticle;
  /** The page of /news. */
  page?: number;
  /** The 404 page. */
  notFound?: boolean;
}

type IndexPage = (route: string, content: PageContent) => string;

/** Reads index.html once; answers the page for a route, its URLs absolute under `publicUrl`. */
export function loadIndexPage(clientDir: string, publicUrl: URL): IndexPage {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  return (route, content) => fillIndexPage(template, route, publicUrl, content);
}

/** The page for a route from the template; the development server uses it too. */
export function fillIndexPage(
  template: string,
  route: string,
  publicUrl: URL,
  content: PageContent,
): string {
  const { pageTexts, clubConfig } = content;
  // Replacement functions, so that a "$" in the club's words is not read as a pattern.
  return template
    .replace(PAGE_HEAD_PLACEHOLDER, () => pageHead({ publicUrl, route, ...content }))
    .replace(ICON_PLACEHOLDER, () => escapeHtml(clubConfig.logoUrl ?? '/favicon.svg'))
    .replace(PAGE_TEXTS_PLACEHOLDER, () => jsonForScriptElement(pageTexts))
    .replace(CLUB_CONFIG_PLACEHOLDER, () => jsonForScriptElement(clubConfig));
}
