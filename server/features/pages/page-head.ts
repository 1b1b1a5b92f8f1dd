// The head tags that make a page findable and shareable: its title and description, its canonical
// address, the Open Graph and Twitter tags that link previews read, the news feed, and JSON-LD that
// tells search engines about the club, an article and an event. Pure: the same input gives the same tags.
import { ALUMNI_PAGE_PATH } from '../../../common/club/alumni-page';
import type { ClubConfig } from '../../../common/club/club-config';
import type { NewsArticle } from '../../../common/club/content';
import { imageOrPlaceholder } from '../../../common/club/image-displays';
import {
  type PageTextKey,
  type PageTextOverrides,
  pageTextDefaults,
} from '../../../common/club/page-texts';
import { SPONSORS_PAGE_PATH } from '../../../common/club/sponsors-page';
import { EVENTS_PAGE_PATH, eventPagePath } from '../../../common/events/event-pages';
import type { ClubEvent } from '../../../common/events/events';
import {
  NEWS_FEED_PATH,
  NEWS_PATH,
  newsArticlePath,
  newsPagePath,
} from '../../../common/news/news';
import { eventData, eventSummary } from './event-structured-data';
import { escapeHtml, jsonForScriptElement } from './html-text';
import { heroImagePreloadTag, imagePreloadTag } from './image-preload';

export interface PageHeadInput {
  /** The site's external address (PUBLIC_URL): every URL in the tags is absolute under it. */
  publicUrl: URL;
  /** The page's path, without query or trailing slash (routeOf). */
  route: string;
  /** The page of /news (its ?page=); the first when absent. */
  page?: number;
  clubConfig: ClubConfig;
  pageTexts: PageTextOverrides;
  /** The article this page shows, at /news/<slug>. */
  article?: NewsArticle;
  /** The event this page shows, at /events/<slug>. */
  event?: ClubEvent;
  /** The first article this page of /news lists: its picture is the page's largest. */
  firstListed?: NewsArticle;
  /** The 404 page: kept out of search results, and the address of nothing. */
  notFound?: boolean;
}

/** The HTML of every page-specific tag of the head, one a line. */
export function pageHead(input: PageHeadInput): string {
  const { publicUrl, clubConfig, article, event, notFound } = input;
  const absolute = (url: string) => absoluteUrl(url, publicUrl);
  const title = pageTitle(input);
  const description =
    article?.excerpt ??
    (event ? eventSummary(event, clubConfig.timeZone) : undefined) ??
    (input.route === SPONSORS_PAGE_PATH && !notFound
      ? pageText(input.pageTexts, 'sponsorsPage.intro')
      : undefined) ??
    (input.route === ALUMNI_PAGE_PATH && !notFound
      ? pageText(input.pageTexts, 'alumni.intro')
      : undefined) ??
    clubConfig.tagline;
  const canonical = notFound ? undefined : absolute(canonicalPath(input));
  const imageSource = article?.imageUrl ?? clubConfig.heroImageUrl;
  const image = imageSource ? absolute(imageSource) : undefined;

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    largestImagePreload(input),
    meta('name', 'description', description),
    notFound ? meta('name', 'robots', 'noindex') : undefined,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : undefined,
    meta('property', 'og:type', article ? 'article' : 'website'),
    meta('property', 'og:site_name', clubConfig.clubName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    canonical ? meta('property', 'og:url', canonical) : undefined,
    image ? meta('property', 'og:image', image) : undefined,
    article ? meta('property', 'article:published_time', article.date) : undefined,
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    image ? meta('name', 'twitter:image', image) : undefined,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${clubConfig.clubName} news`)}" href="${NEWS_FEED_PATH}" />`,
    notFound ? undefined : structuredData(clubData(clubConfig, publicUrl)),
    article && canonical
      ? structuredData(articleData(article, { clubConfig, publicUrl, canonical, image }))
      : undefined,
    event && canonical
      ? structuredData(eventData(event, { clubConfig, publicUrl, canonical }))
      : undefined,
  ];
  return tags.filter((tag) => tag !== undefined && tag !== '').join('\n    ');
}

/** The preload of the page's largest picture: the hero on home, an article's, the first card's. */
function largestImagePreload(input: PageHeadInput) {
  const { route, clubConfig, article, firstListed, notFound } = input;
  if (notFound) return undefined;
  if (route === '/') return heroImagePreloadTag(clubConfig.heroImageUrl);
  if (article) return imagePreloadTag(imageOrPlaceholder(article), 'newsArticlePage');
  return firstListed ? imagePreloadTag(imageOrPlaceholder(firstListed), 'newsCard') : undefined;
}

/** What search results and link previews call the page; the client names it alike. */
function pageTitle(input: PageHeadInput): string {
  const name = pageName(input);
  return name ? `${name} · ${input.clubConfig.clubName}` : input.clubConfig.clubName;
}

/** The page's own name, said before the club's; none for home and the signed-in areas. */
function pageName({ route, page = 1, pageTexts, article, event, notFound }: PageHeadInput) {
  if (notFound) return 'Page Not Found';
  if (article) return article.title;
  if (event) return event.title;
  if (route === EVENTS_PAGE_PATH) return 'Events';
  if (route === '/join') return 'Join Our Team';
  if (route === '/rules') return pageText(pageTexts, 'rules.title');
  if (route === SPONSORS_PAGE_PATH) return pageText(pageTexts, 'sponsorsPage.title');
  if (route === ALUMNI_PAGE_PATH) return pageText(pageTexts, 'alumni.title');
  if (route === NEWS_PATH) return page > 1 ? `News, page ${page}` : 'News';
  return undefined;
}

/** A page text as the club wrote it, else its built-in text. */
const pageText = (pageTexts: PageTextOverrides, key: PageTextKey) =>
  pageTexts[key] ?? pageTextDefaults[key].text;

/** The one address of the page: an article's own, a later page of the news list with its page. */
function canonicalPath({ route, page = 1, article, event }: PageHeadInput): string {
  if (article) return newsArticlePath(article.slug);
  if (event) return eventPagePath(event.slug);
  return route === NEWS_PATH ? newsPagePath(page) : route;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** A JSON-LD block: data for search engines, never run, so the CSP's script rules do not apply. */
function structuredData(data: object): string {
  return `<script type="application/ld+json">${jsonForScriptElement(data)}</script>`;
}

/** An address the club stored (an upload's path or a full link), absolute under the site. */
function absoluteUrl(url: string, publicUrl: URL): string | undefined {
  return URL.canParse(url, publicUrl) ? new URL(url, publicUrl).href : undefined;
}

/** The club as schema.org describes a sports club, on every page. */
function clubData({ clubName, tagline, logoUrl, socialLinks }: ClubConfig, publicUrl: URL) {
  const sameAs = socialLinks
    .map((social) => absoluteUrl(social.url, publicUrl))
    .filter((url) => url !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: clubName,
    url: new URL('/', publicUrl).href,
    logo: logoUrl ? absoluteUrl(logoUrl, publicUrl) : undefined,
    description: tagline,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}

interface ArticlePage {
  clubConfig: ClubConfig;
  publicUrl: URL;
  canonical: string;
  image: string | undefined;
}

/** An article as schema.org describes news, published by the club. */
function articleData(
  article: NewsArticle,
  { clubConfig, publicUrl, canonical, image }: ArticlePage,
) {
  const club = {
    '@type': 'SportsOrganization',
    name: clubConfig.clubName,
    url: new URL('/', publicUrl).href,
  };
  const logo = clubConfig.logoUrl ? absoluteUrl(clubConfig.logoUrl, publicUrl) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    image: image ? [image] : undefined,
    author: article.author ? { '@type': 'Person', name: article.author } : club,
    publisher: logo ? { ...club, logo: { '@type': 'ImageObject', url: logo } } : club,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
  };
}
