// The kinds of entries the website editor manages, as the server keeps them: each entity's
// description (common/editor/editor-entities.ts, rules-editor-entities.ts) with its table, the public
// list its edits invalidate, the admins' list order and the values a new entry gets.
import { max, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EditorEntityPath } from '../../../common/editor/editor';
import {
  competitionDescription,
  memberResourceDescription,
  newsArticleDescription,
  sponsorDescription,
  teamMemberDescription,
  vehicleDescription,
} from '../../../common/editor/editor-entities';
import type { EditorEntityDescription } from '../../../common/editor/editor-entity-description';
import {
  ruleCardDescription,
  ruleDeadlineDescription,
  ruleTabDescription,
} from '../../../common/editor/rules-editor-entities';
import type { NewNewsArticle } from '../../../common/news/news-publishing';
import { RULES_PAGE_IDS } from '../../../common/rules/rules-catalogue';
import type { Database } from '../../db/database';
import { ruleCards, ruleDeadlines, ruleTabs } from '../../db/schema/rules-schema';
import {
  competitions,
  memberResources,
  newsArticles,
  sponsors,
  teamMembers,
  vehicles,
} from '../../db/schema/site-schema';
import type { PublicCacheKey } from '../content/public-cache';
import {
  competitionOrder,
  newsOrder,
  sponsorOrder,
  teamMemberOrder,
  vehicleOrder,
} from '../content/service';
import { eventEntity } from '../events/event-entity';
import type { MailConfig } from '../mail/outbox';
import { memberResourceOrder } from '../members/service';
import {
  type NewsArticleRow,
  newArticleValues,
  publishToggleChanges,
} from '../news/news-publishing';
import { ruleCardOrder, ruleDeadlineOrder, ruleTabOrder } from '../rules/catalogue';
import { cardTabRefusal, tabInUseRefusal } from '../rules/catalogue-links';
import { sponsorshipPackageEntity } from '../sponsors/sponsorship-package-entity';
import { accountOnReturn, graduationAnswered, subteamRefusal } from '../team-cards/team-card-rules';
import { newSlug, type SluggedKind, slugOnReturn } from './entry-slugs';

type ContentTable = PgTable & { id: PgColumn };
type Reader = Pick<Database, 'select' | 'execute'>;
type Row = Record<string, unknown>;

export interface EditorEntity extends EditorEntityDescription {
  table: ContentTable;
  /** The public list that shows these entries, served from memory; none when read afresh. */
  cacheKey?: PublicCacheKey;
  /** Other public reads made from the same rows, dropped with it (the alumni, from the team). */
  alsoCached?: readonly PublicCacheKey[];
  /** The admin list's order: the public list's, with drafts and inactive entries in place. */
  orderBy: (SQL | PgColumn)[];
  /** A new entry's columns, where its create body holds more than them (an article's schedule). */
  newEntryValues?: (body: Record<string, unknown>, now: Date) => Record<string, unknown>;
  /** Values a new entry gets besides those in the body, read in the creating transaction. */
  insertDefaults?: (
    tx: Pick<Database, 'select' | 'execute'>,
    values: Record<string, unknown>,
  ) => Promise<Record<string, unknown>>;
  /**
   * What else a change of `field` writes besides the field, given the entry before it (the Publish
   * button's consequences): for a one-field edit and for each field a History restore changes.
   */
  alsoChanges?: (field: string, value: unknown, before: Record<string, unknown>) => object;
  /** Values an entry brought back from the trash gets instead of its own, which others took since. */
  returnDefaults?: (tx: Reader, values: Row) => Promise<Row>;
  /**
   * Throws the refusal when an entry as written links to what is not there (a card's tab); given
   * the entry before a change, so that a link the change left alone is not checked again.
   */
  checkLinks?: (tx: Reader, row: Row, before?: Row) => Promise<void>;
  /**
   * Throws the refusal when an entry's fields as they are about to be written disagree with each
   * other (a package's amounts that run backwards); before the write, which the database's own
   * check would otherwise fail with a 500.
   */
  checkFields?: (row: Row) => void;
  /** Throws the refusal when others still link to the entry being deleted (a tab's cards). */
  checkDelete?: (tx: Reader, row: Row) => Promise<void>;
  /**
   * What the entry's deletion would take with it, kept while it is in the trash (an event's
   * answers): kept before the deletion, given back with the entry, dropped when it is deleted for
   * good.
   */
  keptInTrash?: {
    keep: (tx: Database, id: string) => Promise<void>;
    giveBack: (tx: Database, id: string) => Promise<void>;
    forget: (tx: Database, id: string) => Promise<void>;
  };
  /**
   * What else a change of an entry does in its transaction, by an edit or a History restore,
   * knowing the entry before and after it (an event tells those going that it moved).
   */
  afterChange?: (
    tx: Database,
    change: { before: Row; after: Row },
    config: MailConfig,
  ) => Promise<void>;
}

/** A new entry of a reorderable list is listed last. */
const listedLast =
  (
    table:
      | typeof teamMembers
      | typeof sponsors
      | typeof memberResources
      | typeof ruleTabs
      | typeof ruleCards
      | typeof ruleDeadlines,
  ) =>
  async (reader: Pick<Database, 'select'>) => {
    const [last] = await reader.select({ sortOrder: max(table.sortOrder) }).from(table);
    return { sortOrder: (last?.sortOrder ?? 0) + 1 };
  };

export const teamMemberEntity: EditorEntity = {
  ...teamMemberDescription,
  table: teamMembers,
  cacheKey: 'team-members',
  // A card with a graduation year is listed on /alumni; an active account whose card graduated no
  // longer counts among the club's active members (club-settings.ts).
  alsoCached: ['alumni', 'club-config'],
  orderBy: teamMemberOrder,
  insertDefaults: listedLast(teamMembers),
  checkLinks: subteamRefusal,
  alsoChanges: graduationAnswered,
  returnDefaults: accountOnReturn,
};

export const competitionEntity: EditorEntity = {
  ...competitionDescription,
  table: competitions,
  cacheKey: 'competitions',
  orderBy: competitionOrder,
};

export const vehicleEntity: EditorEntity = {
  ...vehicleDescription,
  table: vehicles,
  cacheKey: 'vehicles',
  orderBy: vehicleOrder,
};

export const sponsorEntity: EditorEntity = {
  ...sponsorDescription,
  table: sponsors,
  cacheKey: 'sponsors',
  orderBy: sponsorOrder,
  // Listed last of its tier.
  insertDefaults: listedLast(sponsors),
};

const newsSlugs: SluggedKind = {
  table: newsArticles,
  slug: newsArticles.slug,
  fallback: 'article',
  lock: 'news-article-slugs',
};

export const newsArticleEntity: EditorEntity = {
  ...newsArticleDescription,
  table: newsArticles,
  cacheKey: 'news',
  orderBy: newsOrder,
  newEntryValues: (body, now) => newArticleValues(body as NewNewsArticle, now),
  insertDefaults: async (tx, values) => ({
    slug: await newSlug(tx, newsSlugs, String(values.title)),
  }),
  alsoChanges: (field, value, before) =>
    field === 'isPublished' ? publishToggleChanges(value === 1, before as NewsArticleRow) : {},
  // A scheduled article whose time went by in the trash comes back a draft, not published at once.
  returnDefaults: async (tx, values) => ({
    slug: await slugOnReturn(tx, newsSlugs, {
      slug: String(values.slug),
      title: String(values.title),
    }),
    ...(values.publishAt instanceof Date && values.publishAt <= new Date()
      ? { publishAt: null }
      : {}),
  }),
};

// Members read their links afresh on each visit, so no cached list needs dropping.
export const memberResourceEntity: EditorEntity = {
  ...memberResourceDescription,
  table: memberResources,
  orderBy: memberResourceOrder,
  insertDefaults: listedLast(memberResources),
};

const tabSlugs: SluggedKind = {
  table: ruleTabs,
  slug: ruleTabs.slug,
  fallback: 'tab',
  lock: 'rule-tab-slugs',
};
// A card's address is its element's id on /rules.
const cardSlugs: SluggedKind = {
  table: ruleCards,
  slug: ruleCards.slug,
  fallback: 'card',
  reserved: RULES_PAGE_IDS,
  lock: 'rule-card-slugs',
};

/** A new tab or card gets its address from its name, listed last; one from the trash keeps its own. */
const withAddress = (
  kind: SluggedKind,
  nameField: string,
  listed: ReturnType<typeof listedLast>,
): Pick<EditorEntity, 'insertDefaults' | 'returnDefaults'> => ({
  insertDefaults: async (tx, values) => ({
    ...(await listed(tx)),
    slug: await newSlug(tx, kind, String(values[nameField])),
  }),
  returnDefaults: async (tx, values) => ({
    slug: await slugOnReturn(tx, kind, {
      slug: String(values.slug),
      title: String(values[nameField]),
    }),
  }),
});

// The catalogue's three kinds share one public read, which Axel's search is built from.
export const ruleTabEntity: EditorEntity = {
  ...ruleTabDescription,
  table: ruleTabs,
  cacheKey: 'rules',
  orderBy: ruleTabOrder,
  ...withAddress(tabSlugs, 'label', listedLast(ruleTabs)),
  checkDelete: tabInUseRefusal,
};

export const ruleCardEntity: EditorEntity = {
  ...ruleCardDescription,
  table: ruleCards,
  cacheKey: 'rules',
  orderBy: ruleCardOrder,
  ...withAddress(cardSlugs, 'title', listedLast(ruleCards)),
  checkLinks: cardTabRefusal,
};

export const ruleDeadlineEntity: EditorEntity = {
  ...ruleDeadlineDescription,
  table: ruleDeadlines,
  cacheKey: 'rules',
  orderBy: ruleDeadlineOrder,
  insertDefaults: listedLast(ruleDeadlines),
};

export const editorEntities = [
  teamMemberEntity,
  competitionEntity,
  vehicleEntity,
  sponsorEntity,
  newsArticleEntity,
  memberResourceEntity,
  ruleTabEntity,
  ruleCardEntity,
  ruleDeadlineEntity,
  eventEntity,
  sponsorshipPackageEntity,
];

const entitiesByPath = new Map(editorEntities.map((entity) => [entity.path, entity]));

/** The entity a path names; every path of `editorEntityPaths` has one. */
export function editorEntityAt(path: EditorEntityPath): EditorEntity {
  const entity = entitiesByPath.get(path);
  if (!entity) throw new Error(`no editor entity at ${path}`);
  return entity;
}
