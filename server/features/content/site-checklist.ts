// "Make this site yours": what a new club still has to set, judged against the starter content the
// site begins with (server/db/seed/seed-content.ts), so that invented values never count as done.
import { and, isNull, notInArray } from 'drizzle-orm';
import {
  type SiteChecklist,
  type SiteChecklistItem,
  siteChecklistItems,
} from '../../../common/club/club-config';
import { DEFAULT_CLUB_NAME } from '../../../common/club/club-facts';
import type { Database } from '../../db/database';
import { teamMembers } from '../../db/schema/site-schema';
import { starterClubConfig, starterTeamMembers } from '../../db/seed/seed-content';
import { readClubSettings } from './club-settings';

const starterNames = starterTeamMembers.map((member) => member.name);

/** GET /api/admin/site-checklist: each item, done or not, in the checklist's order. */
export async function getSiteChecklist({ db }: { db: Database }): Promise<SiteChecklist> {
  const settings = await readClubSettings(db);
  const ownMembers = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    // A graduated card is no longer on the team the home page shows.
    .where(and(notInArray(teamMembers.name, starterNames), isNull(teamMembers.graduationYear)))
    .limit(1);
  const done: Record<SiteChecklistItem, boolean> = {
    clubName: settings.clubName !== DEFAULT_CLUB_NAME,
    logo: settings.logoUrl !== null,
    signupForm: settings.signupFormUrl !== null,
    contactEmail:
      settings.contactEmail !== null && settings.contactEmail !== starterClubConfig.contactEmail,
    sponsorBrochure: settings.sponsorBrochureUrl !== null,
    rulesDocument: settings.rulesDocumentUrl !== null,
    teamMember: ownMembers.length > 0,
  };
  return { items: siteChecklistItems.map((item) => ({ item, done: done[item] })) };
}
