// The app's index.html with what only the running server knows filled in: the canonical and Open
// Graph URLs (from PUBLIC_URL), the club's name, tagline, logo and hero image (from its settings),
// and the page texts admins have rewritten, so that the first paint, search engines and link
// previews already show the club's own site (no request, no text jumping as it loads).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClubConfig } from '../../common/club-config';
import type { PageData } from '../../common/page-data';
import { type PageTextOverrides, pageTextDefaults } from '../../common/page-texts';

const CANONICAL_PLACEHOLDER = /__CANONICAL_URL__/g;
const PAGE_TITLE_PLACEHOLDER = /__PAGE_TITLE__/g;
const CLUB_NAME_PLACEHOLDER = /__CLUB_NAME__/g;
const DESCRIPTION_PLACEHOLDER = /__CLUB_TAGLINE__/g;
const ICON_PLACEHOLDER = /__ICON_URL__/g;
// A comment, so that the template stays valid HTML while a club has no hero image.
const SHARE_IMAGE_PLACEHOLDER = '<!--__SHARE_IMAGE__-->';
const SERVER_RENDERED_PLACEHOLDER = '<!--__SERVER_RENDERED__-->';
// A JSON string, so that the template is valid JSON before the server fills it in.
const PAGE_DATA_PLACEHOLDER = '"__PAGE_DATA__"';

/** The route of a request's path: no query, no trailing slash. */
export const routeOf = (url: string) => (url.split('?')[0] ?? '/').replace(/\/$/, '') || '/';

interface PageContent {
  pageTexts: PageTextOverrides;
  clubConfig: ClubConfig;
}

export type IndexPage = (route: string, content: PageContent) => string;

/** Reads index.html once; answers the page for a route, its URLs absolute under `publicUrl`. */
export function loadIndexPage(clientDir: string, publicUrl: URL): IndexPage {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  return (route, content) => fillIndexPage(template, route, publicUrl, content);
}

/** "Join Our Team · {club}" for a page of the map, the club's name alone for every other. */
/** The name of a public page that search engines and link previews show, as the client does. */
function pageTitle(route: string, clubName: string, pageTexts: PageTextOverrides): string {
  const page =
    route === '/join'
      ? 'Join Our Team'
      : route === '/rules'
        ? (pageTexts['rules.title'] ?? pageTextDefaults['rules.title'].text)
        : undefined;
  return page ? `${page} · ${clubName}` : clubName;
}

/** The page for a route from the template; the development server uses it too. */
export function fillIndexPage(
  template: string,
  route: string,
  publicUrl: URL,
  { pageTexts, clubConfig }: PageContent,
): string {
  const absolute = (url: string) => new URL(url, publicUrl).href;
  // Replacement functions, so that a "$" in the club's words is not read as a pattern.
  return template
    .replace(CANONICAL_PLACEHOLDER, () => escapeHtml(absolute(route)))
    .replace(PAGE_TITLE_PLACEHOLDER, () =>
      escapeHtml(pageTitle(route, clubConfig.clubName, pageTexts)),
    )
    .replace(CLUB_NAME_PLACEHOLDER, () => escapeHtml(clubConfig.clubName))
    .replace(DESCRIPTION_PLACEHOLDER, () => escapeHtml(clubConfig.tagline))
    .replace(ICON_PLACEHOLDER, () => escapeHtml(clubConfig.logoUrl ?? '/favicon.svg'))
    .replace(SHARE_IMAGE_PLACEHOLDER, () =>
      clubConfig.heroImageUrl ? shareImageTags(absolute(clubConfig.heroImageUrl)) : '',
    );
}

/** The page's body: the server's rendering (none for a page the browser renders) and its data. */
export function fillPageBody(page: string, markup: string, pageData: PageData): string {
  return page
    .replace(SERVER_RENDERED_PLACEHOLDER, () => markup)
    .replace(PAGE_DATA_PLACEHOLDER, () => jsonForScriptElement(pageData));
}

/** The image link previews show, large. */
function shareImageTags(imageUrl: string): string {
  const image = escapeHtml(imageUrl);
  return [
    `<meta property="og:image" content="${image}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
}

/** Text safe inside an element and inside a quoted attribute. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON that cannot end its <script> element early: every "<" is written as an escape. */
function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
