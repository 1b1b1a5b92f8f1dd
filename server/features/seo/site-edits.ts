// When the public pages last changed, read from the audit log: every edit of public content is
// written there with its time, in the transaction of the edit itself, so it is the site's own
// record of "last modified" (decision 30). Articles also carry their date.
import { inArray, max } from 'drizzle-orm';
import type { NewsArticle } from '../../../common/club/content';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema/site-schema';

const NEWS = 'news-article';
const EVENT = 'event';
const TEAM_MEMBER = 'team-member';
/** What /sponsors lists besides its page texts. */
const SPONSOR_ENTITIES = ['sponsor', 'sponsorship-package'];
/** What /rules and /join show beyond the code: the club's settings and the page texts. */
const PAGE_ENTITIES = ['club-settings', 'page-text'];
/** Every kind of record a visitor sees. */
const PUBLIC_ENTITIES = [
  NEWS,
  ...PAGE_ENTITIES,
  TEAM_MEMBER,
  ...SPONSOR_ENTITIES,
  'competition',
  'vehicle',
  EVENT,
];

export interface SiteEdits {
  /** When each article was last created or changed, by id. */
  articles: ReadonlyMap<string, Date>;
  /** The last change to any article, a deletion included. */
  news: Date | undefined;
  /** The last change to any event, a deletion included. */
  events: Date | undefined;
  /** The last change to the club's settings or a page text. */
  pages: Date | undefined;
  /** The last change to a sponsor or a sponsorship package, a deletion included. */
  sponsors: Date | undefined;
  /** The last change to a team card, a deletion included (what /alumni lists). */
  team: Date | undefined;
  /** The last change to anything a visitor sees. */
  site: Date | undefined;
}

/** The latest edit of each public record, folded into what the pages need. */
export async function readSiteEdits(db: Pick<Database, 'select'>): Promise<SiteEdits> {
  const rows = await db
    .select({ entity: auditLog.entity, entityId: auditLog.entityId, at: max(auditLog.at) })
    .from(auditLog)
    .where(inArray(auditLog.entity, PUBLIC_ENTITIES))
    .groupBy(auditLog.entity, auditLog.entityId);
  const articles = new Map<string, Date>();
  const edits: SiteEdits = {
    articles,
    news: undefined,
    events: undefined,
    pages: undefined,
    sponsors: undefined,
    team: undefined,
    site: undefined,
  };
  for (const { entity, entityId, at } of rows) {
    if (!at) continue;
    if (entity === NEWS && entityId) articles.set(entityId, at);
    if (entity === NEWS) edits.news = latest(edits.news, at);
    if (entity === EVENT) edits.events = latest(edits.events, at);
    if (PAGE_ENTITIES.includes(entity)) edits.pages = latest(edits.pages, at);
    if (SPONSOR_ENTITIES.includes(entity)) edits.sponsors = latest(edits.sponsors, at);
    if (entity === TEAM_MEMBER) edits.team = latest(edits.team, at);
    edits.site = latest(edits.site, at);
  }
  return edits;
}

/** When an article last changed: its date, or a later edit. */
export function articleUpdated(article: NewsArticle, edits: SiteEdits): Date | undefined {
  return latest(startOfDay(article.date), edits.articles.get(article.id));
}

/** When the news last changed: the newest article's date, or a later edit of any article. */
export function newsUpdated(articles: readonly NewsArticle[], edits: SiteEdits): Date | undefined {
  return latest(edits.news, ...articles.map((article) => startOfDay(article.date)));
}

/** The start of an article's day (YYYY-MM-DD), in UTC. */
export function startOfDay(date: string): Date | undefined {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? undefined : day;
}

export function latest(...instants: (Date | undefined)[]): Date | undefined {
  return instants.reduce<Date | undefined>(
    (newest, instant) => (instant && (!newest || instant > newest) ? instant : newest),
    undefined,
  );
}
