// The robots file, the sitemap and the news feed, served from memory. The sitemap and the feed are
// made once per version of the public content: the lists they are made from come from the public
// cache, so an edit, which drops its list on every instance, makes them anew on the next request.
import type { Deps } from '../../deps';
import { cachedClubConfig } from '../content/club-settings';
import {
  listActiveSponsors,
  listActiveTeamMembers,
  listCompetitions,
  listPublishedNews,
  listVehicles,
} from '../content/service';
import { listPageTexts } from '../page-texts/service';
import { newsFeedXml } from './news-feed';
import { robotsTxt } from './robots';
import { readSiteEdits } from './site-edits';
import { sitemapXml } from './sitemap';

type SearchDeps = Pick<Deps, 'config' | 'db' | 'publicCache'>;

export interface SearchDocuments {
  robots(): string;
  sitemap(): Promise<string>;
  newsFeed(): Promise<string>;
}

interface MadeDocuments {
  sitemap: string;
  newsFeed: string;
}

export function createSearchDocuments(deps: SearchDeps, now = () => new Date()): SearchDocuments {
  const { publicUrl } = deps.config;
  const robots = robotsTxt(publicUrl);
  let made: { version: readonly unknown[]; documents: Promise<MadeDocuments> } | undefined;

  async function currentDocuments(): Promise<MadeDocuments> {
    const version = await readContentVersion(deps);
    if (made && sameVersion(made.version, version)) return made.documents;
    const [articles, club] = version;
    const documents = readSiteEdits(deps.db).then((edits) => ({
      sitemap: sitemapXml({ publicUrl, articles, edits }),
      newsFeed: newsFeedXml({
        publicUrl,
        clubName: club.settings.clubName,
        articles,
        edits,
        now: now(),
      }),
    }));
    made = { version, documents };
    // A failed read is not remembered: the next request tries again.
    documents.catch(() => {
      if (made?.documents === documents) made = undefined;
    });
    return documents;
  }

  return {
    robots: () => robots,
    sitemap: async () => (await currentDocuments()).sitemap,
    newsFeed: async () => (await currentDocuments()).newsFeed,
  };
}

/**
 * Every cached public list: the same objects as last time mean that nothing a visitor sees has
 * changed. The pages' last-modified times cover all of it, not only the news.
 */
function readContentVersion(deps: SearchDeps) {
  return Promise.all([
    listPublishedNews(deps),
    cachedClubConfig(deps),
    listPageTexts(deps),
    listActiveTeamMembers(deps),
    listActiveSponsors(deps),
    listCompetitions(deps),
    listVehicles(deps),
  ] as const);
}

const sameVersion = (made: readonly unknown[], current: readonly unknown[]) =>
  made.length === current.length && made.every((list, index) => list === current[index]);
