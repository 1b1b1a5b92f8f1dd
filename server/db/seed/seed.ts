// Seeds the starter content once. The club config row marks a seeded database: it is inserted
// first, in the same transaction, and a database that already has it is left untouched.
import { slugFromTitle } from '../../../common/news/news';
import { localDateAndTime } from '../../../common/time/time-zones';
import { readClubSettings } from '../../features/content/club-settings';
import type { Database } from '../database';
import { events } from '../schema/events-schema';
import { sponsorshipPackages } from '../schema/people-schema';
import {
  clubConfig,
  competitions,
  memberResources,
  newsArticles,
  sponsors,
  teamMembers,
  vehicles,
} from '../schema/site-schema';
import {
  starterClubConfig,
  starterCompetitions,
  starterNews,
  starterSponsors,
  starterTeamMembers,
  starterVehicles,
} from './seed-content';
import { starterEvents } from './seed-events';
import { starterMemberResources } from './seed-member-resources';
import { starterSponsorshipPackages } from './seed-sponsorship-packages';

/** Returns true when this call seeded the database, false when it was seeded before. */
export async function seedStarterContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(clubConfig)
      .values(starterClubConfig)
      .onConflictDoNothing()
      .returning({ id: clubConfig.id });
    if (inserted.length === 0) return false;
    await tx.insert(teamMembers).values(starterTeamMembers);
    await tx.insert(sponsors).values(starterSponsors);
    await tx.insert(sponsorshipPackages).values(starterSponsorshipPackages);
    await tx
      .insert(newsArticles)
      .values(starterNews.map((article) => ({ ...article, slug: slugFromTitle(article.title) })));
    const seededCompetitions = await tx.insert(competitions).values(starterCompetitions).returning({
      id: competitions.id,
      eventName: competitions.eventName,
      location: competitions.location,
      date: competitions.date,
    });
    const { timeZone } = await readClubSettings(tx);
    const today = localDateAndTime(new Date(), timeZone).date;
    await tx.insert(events).values(starterEvents(seededCompetitions, today, timeZone));
    await tx.insert(vehicles).values(starterVehicles);
    await tx.insert(memberResources).values(starterMemberResources);
    return true;
  });
}
