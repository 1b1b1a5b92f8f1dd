// /news/feed.xml: the published articles as an Atom 1.0 feed (RFC 4287), newest first, so that
// members, parents and sponsors can follow the club in a feed reader.
import type { NewsArticle } from '../../../common/club/content';
import { NEWS_FEED_PATH, NEWS_PATH, newsArticlePath } from '../../../common/news/news';
import { articleUpdated, newsUpdated, type SiteEdits, startOfDay } from '../seo/site-edits';
import { escapeXml, xmlDateTime } from '../seo/xml-text';

export interface NewsFeedContent {
  publicUrl: URL;
  clubName: string;
  /** The published articles, newest first. */
  articles: readonly NewsArticle[];
  edits: SiteEdits;
  /** The feed's time while the club has never posted: Atom requires one. */
  now: Date;
}

export function newsFeedXml({ publicUrl, clubName, articles, edits, now }: NewsFeedContent) {
  const address = (path: string) => escapeXml(new URL(path, publicUrl).href);
  const updated = newsUpdated(articles, edits) ?? now;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${address(NEWS_PATH)}</id>`,
    `  <title>${escapeXml(`${clubName} news`)}</title>`,
    `  <updated>${xmlDateTime(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${address(NEWS_FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${address(NEWS_PATH)}"/>`,
    // The author of every entry that names none of its own.
    `  <author><name>${escapeXml(clubName)}</name></author>`,
    ...articles.map((article) => entry(article, { edits, address, feedUpdated: updated })),
    '</feed>',
    '',
  ].join('\n');
}

interface EntryContext {
  edits: SiteEdits;
  address: (path: string) => string;
  /** The time of an article whose own is unknown (a date that is not one). */
  feedUpdated: Date;
}

function entry(article: NewsArticle, { edits, address, feedUpdated }: EntryContext) {
  const published = startOfDay(article.date);
  const updated = articleUpdated(article, edits) ?? feedUpdated;
  return [
    '  <entry>',
    // The article's id, not its address: it stays the same should the site move to a new domain.
    `    <id>urn:uuid:${escapeXml(article.id)}</id>`,
    `    <title>${escapeXml(article.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${address(newsArticlePath(article.slug))}"/>`,
    published ? `    <published>${xmlDateTime(published)}</published>` : undefined,
    `    <updated>${xmlDateTime(updated)}</updated>`,
    article.author ? `    <author><name>${escapeXml(article.author)}</name></author>` : undefined,
    `    <summary>${escapeXml(article.excerpt)}</summary>`,
    // Markdown as the admins wrote it: plain text that every reader shows as it is.
    `    <content type="text">${escapeXml(article.content)}</content>`,
    '  </entry>',
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}
