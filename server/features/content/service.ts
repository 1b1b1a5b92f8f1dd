// Reads of the landing page's content (GET /api/team-members, /api/news and the rest), served
// through the public cache; the sponsors' are in features/sponsors/sponsor-lists.ts.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  competitions,
  newsArticles,
  sponsors,
  teamMembers,
  vehicles,
} from '../../db/schema/site-schema';
import type { Deps } from '../../deps';

type ContentDeps = Pick<Deps, 'db' | 'publicCache'>;

// The order of each public list; the editor lists every entry, drafts and inactive ones too, alike.
const sponsorTierRank = sql`case ${sponsors.tier} when 'platinum' then 0 when 'gold' then 1 when 'silver' then 2 else 3 end`;
/** The club's chosen order. */
export const teamMemberOrder = [asc(teamMembers.sortOrder), asc(teamMembers.name)];
/** Platinum first, then the club's chosen order within a tier. */
export const sponsorOrder = [sponsorTierRank, asc(sponsors.sortOrder), asc(sponsors.name)];
/** Newest first. */
export const newsOrder = [desc(newsArticles.date), desc(newsArticles.createdAt)];
/** Most recent season first. */
export const competitionOrder = [desc(competitions.year), desc(competitions.date)];
/** The latest car first, then by year. */
export const vehicleOrder = [desc(vehicles.isLatest), desc(vehicles.year)];

/** Active team members still on the team (not graduated), in the club's chosen order. */
export function listActiveTeamMembers({ db, publicCache }: ContentDeps) {
  return publicCache.get('team-members', () =>
    db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.isActive, 1), isNull(teamMembers.graduationYear)))
      .orderBy(...teamMemberOrder),
  );
}

/** Published articles, newest first. */
export function listPublishedNews({ db, publicCache }: ContentDeps) {
  return publicCache.get('news', () =>
    db
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.isPublished, 1))
      .orderBy(...newsOrder),
  );
}

/** Results, most recent season first. */
export function listCompetitions({ db, publicCache }: ContentDeps) {
  return publicCache.get('competitions', () =>
    db
      .select()
      .from(competitions)
      .orderBy(...competitionOrder),
  );
}

/** The cars, the latest first, then by year. */
export function listVehicles({ db, publicCache }: ContentDeps) {
  return publicCache.get('vehicles', () =>
    db
      .select()
      .from(vehicles)
      .orderBy(...vehicleOrder),
  );
}
