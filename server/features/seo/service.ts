// The robots file, the sitemap and the news feed, served from memory. The sitemap and the feed are
// made once per version of the public content, kept as the rendered pages are (pages/
// rendered-pages.ts): every public read from the public cache, so an edit, which drops its list on
// every instance, makes them anew on the next request. Their last-modified times cover all of it.
import type { ClubConfig } from '../../../common/club/club-config';
import { CLUB_CONFIG_PATH } from '../../../common/club/club-facts';
import type { NewsArticle } from '../../../common/club/content';
import { type ClubEvent, EVENTS_PATH } from '../../../common/events/events';
import type { Deps } from '../../deps';
import { newsFeedXml } from '../news/news-feed';
import { everyPublicRead, readStored } from '../pages/page-data';
import { createRenderedPages } from '../pages/rendered-pages';
import { robotsTxt } from './robots';
import { readSiteEdits } from './site-edits';
import { sitemapXml } from './sitemap';

export interface SearchDocuments {
  robots(): string;
  sitemap(): Promise<string>;
  newsFeed(): Promise<string>;
}

interface MadeDocuments {
  sitemap: string;
  newsFeed: string;
}

export function createSearchDocuments(deps: Deps, now = () => new Date()): SearchDocuments {
  const { publicUrl } = deps.config;
  const robots = robotsTxt(publicUrl);
  const made = createRenderedPages<MadeDocuments>(1);

  async function currentDocuments(): Promise<MadeDocuments> {
    const { stored, at } = await readStored(deps, everyPublicRead);
    const articles = at('/api/news') as NewsArticle[];
    const club = at(CLUB_CONFIG_PATH) as ClubConfig;
    const events = at(EVENTS_PATH) as ClubEvent[];
    return made.get('documents', stored, async () => {
      const edits = await readSiteEdits(deps.db);
      return {
        sitemap: sitemapXml({ publicUrl, articles, events, edits }),
        newsFeed: newsFeedXml({ publicUrl, clubName: club.clubName, articles, edits, now: now() }),
      };
    });
  }

  return {
    robots: () => robots,
    sitemap: async () => (await currentDocuments()).sitemap,
    newsFeed: async () => (await currentDocuments()).newsFeed,
  };
}
