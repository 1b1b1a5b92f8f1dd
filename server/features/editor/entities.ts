// The five kinds of entries the website editor manages, each described once: its table, its field
// rules and shapes (common/editor.ts), the public list its edits invalidate, and how admins list it.
import { max, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  adminCompetitionSchema,
  adminNewsArticleSchema,
  adminSponsorSchema,
  adminTeamMemberSchema,
  adminVehicleSchema,
  competitionFields,
  type EditorEntityPath,
  newCompetitionSchema,
  newNewsArticleSchema,
  newSponsorSchema,
  newsArticleFields,
  newTeamMemberSchema,
  newVehicleSchema,
  sponsorFields,
  teamMemberFields,
  vehicleFields,
} from '../../../common/editor';
import type { Database } from '../../db/client';
import { competitions, newsArticles, sponsors, teamMembers, vehicles } from '../../db/schema';
import type { PublicCacheKey } from '../content/public-cache';
import {
  competitionOrder,
  newsOrder,
  sponsorOrder,
  teamMemberOrder,
  vehicleOrder,
} from '../content/service';

type ContentTable = PgTable & { id: PgColumn };

export interface EditorEntity {
  path: EditorEntityPath;
  /** How a message names one entry: "Team member not found". */
  label: string;
  /** The audit log's name of the kind of record. */
  auditName: string;
  /** The public list that shows these entries. */
  cacheKey: PublicCacheKey;
  /** The field holding the entry's picture; an uploaded one is deleted once nothing shows it. */
  imageField?: string;
  table: ContentTable;
  /** The rule of each field that PUT may change. */
  fields: Record<string, z.ZodType>;
  createSchema: z.ZodType;
  /** The whole entry as admins see it. */
  rowSchema: z.ZodType;
  /** The admin list's order: the public list's, with drafts and inactive entries in place. */
  orderBy: (SQL | PgColumn)[];
  /** Values a new entry gets besides those in the body, read in the creating transaction. */
  insertDefaults?: (reader: Pick<Database, 'select'>) => Promise<Record<string, unknown>>;
}

/** A new entry of a reorderable list is listed last. */
const listedLast =
  (table: typeof teamMembers | typeof sponsors) => async (reader: Pick<Database, 'select'>) => {
    const [last] = await reader.select({ sortOrder: max(table.sortOrder) }).from(table);
    return { sortOrder: (last?.sortOrder ?? 0) + 1 };
  };

export const teamMemberEntity = {
  path: 'team-members',
  label: 'Team member',
  auditName: 'team-member',
  cacheKey: 'team-members',
  imageField: 'imageUrl',
  table: teamMembers,
  fields: teamMemberFields,
  createSchema: newTeamMemberSchema,
  rowSchema: adminTeamMemberSchema,
  orderBy: teamMemberOrder,
  insertDefaults: listedLast(teamMembers),
} satisfies EditorEntity;

export const competitionEntity = {
  path: 'competitions',
  label: 'Competition',
  auditName: 'competition',
  cacheKey: 'competitions',
  table: competitions,
  fields: competitionFields,
  createSchema: newCompetitionSchema,
  rowSchema: adminCompetitionSchema,
  orderBy: competitionOrder,
} satisfies EditorEntity;

export const vehicleEntity = {
  path: 'vehicles',
  label: 'Vehicle',
  auditName: 'vehicle',
  cacheKey: 'vehicles',
  imageField: 'imageUrl',
  table: vehicles,
  fields: vehicleFields,
  createSchema: newVehicleSchema,
  rowSchema: adminVehicleSchema,
  orderBy: vehicleOrder,
} satisfies EditorEntity;

export const sponsorEntity = {
  path: 'sponsors',
  label: 'Sponsor',
  auditName: 'sponsor',
  cacheKey: 'sponsors',
  imageField: 'logoUrl',
  table: sponsors,
  fields: sponsorFields,
  createSchema: newSponsorSchema,
  rowSchema: adminSponsorSchema,
  orderBy: sponsorOrder,
  // Listed last of its tier.
  insertDefaults: listedLast(sponsors),
} satisfies EditorEntity;

export const newsArticleEntity = {
  path: 'news',
  label: 'News article',
  auditName: 'news-article',
  cacheKey: 'news',
  imageField: 'imageUrl',
  table: newsArticles,
  fields: newsArticleFields,
  createSchema: newNewsArticleSchema,
  rowSchema: adminNewsArticleSchema,
  orderBy: newsOrder,
} satisfies EditorEntity;
