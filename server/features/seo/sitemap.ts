// /sitemap.xml: every public page, every published article and every public event, each with when it last changed where
// the site knows it (sitemaps.org protocol 0.9).
import { ALUMNI_PAGE_PATH } from '../../../common/club/alumni-page';
import type { NewsArticle } from '../../../common/club/content';
import { SPONSORS_PAGE_PATH } from '../../../common/club/sponsors-page';
import { EVENTS_PAGE_PATH, eventPagePath } from '../../../common/events/event-pages';
import type { ClubEvent } from '../../../common/events/events';
import { newsArticlePath, newsPageCount, newsPagePath } from '../../../common/news/news';
import { articleUpdated, latest, newsUpdated, type SiteEdits } from './site-edits';
import { escapeXml, xmlDateTime } from './xml-text';

export const SITEMAP_PATH = '/sitemap.xml';

export interface SitemapContent {
  publicUrl: URL;
  /** The published articles, newest first. */
  articles: readonly NewsArticle[];
  /** The public events, as a visitor's /events lists them. */
  events: readonly ClubEvent[];
  edits: SiteEdits;
}

interface SitemapPage {
  path: string;
  modified: Date | undefined;
}

export function sitemapXml({ publicUrl, articles, events, edits }: SitemapContent): string {
  const news = newsUpdated(articles, edits);
  const newsPages = newsPageCount(articles.length);
  const pages: SitemapPage[] = [
    { path: '/', modified: latest(news, edits.site) },
    { path: '/rules', modified: edits.pages },
    { path: '/join', modified: edits.pages },
    { path: SPONSORS_PAGE_PATH, modified: latest(edits.sponsors, edits.pages) },
    { path: ALUMNI_PAGE_PATH, modified: latest(edits.team, edits.pages) },
    ...Array.from({ length: newsPages }, (_, index) => ({
      path: newsPagePath(index + 1),
      modified: news,
    })),
    ...articles.map((article) => ({
      path: newsArticlePath(article.slug),
      modified: articleUpdated(article, edits),
    })),
    { path: EVENTS_PAGE_PATH, modified: edits.events },
    ...events.map((event) => ({ path: eventPagePath(event.slug), modified: edits.events })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((page) => urlEntry(page, publicUrl)),
    '</urlset>',
    '',
  ].join('\n');
}

function urlEntry({ path, modified }: SitemapPage, publicUrl: URL): string {
  const location = `<loc>${escapeXml(new URL(path, publicUrl).href)}</loc>`;
  const lastModified = modified ? `<lastmod>${xmlDateTime(modified)}</lastmod>` : '';
  return `  <url>${location}${lastModified}</url>`;
}
