// The public content's reads, each an API path with its service and its answer's shape: the API
// serves them, and the server writes those a page shows into the page it renders
// (features/pages/page-data.ts).
import { z } from 'zod';
import { alumniCountSchema, alumnusSchema } from '../../../common/club/alumni';
import { ALUMNI_COUNT_PATH, ALUMNI_PATH } from '../../../common/club/alumni-page';
import { clubConfigSchema } from '../../../common/club/club-config';
import { CLUB_CONFIG_PATH } from '../../../common/club/club-facts';
import {
  competitionSchema,
  newsArticleSchema,
  pastSponsorSchema,
  publicTeamMemberSchema,
  sponsorSchema,
  vehicleSchema,
} from '../../../common/club/content';
import { PAST_SPONSORS_PATH, SPONSORSHIP_PACKAGES_PATH } from '../../../common/club/sponsors-page';
import { sponsorshipPackageSchema } from '../../../common/club/sponsorship-packages';
import { RULES_API_PATH, rulesCatalogueSchema } from '../../../common/rules/rules-catalogue';
import type { Deps } from '../../deps';
import { readRulesCatalogue } from '../rules/catalogue';
import {
  listCurrentSponsors,
  listPastSponsors,
  listSponsorshipPackages,
} from '../sponsors/sponsor-lists';
import { countAlumni, listAlumni } from './alumni';
import { getClubConfig } from './club-settings';
import {
  listActiveTeamMembers,
  listCompetitions,
  listPublishedNews,
  listVehicles,
} from './service';

export interface PublicRead {
  /** The stored answer, served from memory (the same object until the content changes). */
  read: (deps: Deps) => Promise<unknown>;
  /** What of it the public sees. */
  schema: z.ZodType;
}

export const publicReads: Record<string, PublicRead> = {
  '/api/team-members': { read: listActiveTeamMembers, schema: z.array(publicTeamMemberSchema) },
  [ALUMNI_PATH]: { read: listAlumni, schema: z.array(alumnusSchema) },
  [ALUMNI_COUNT_PATH]: { read: countAlumni, schema: alumniCountSchema },
  [CLUB_CONFIG_PATH]: { read: getClubConfig, schema: clubConfigSchema },
  '/api/sponsors': { read: listCurrentSponsors, schema: z.array(sponsorSchema) },
  [PAST_SPONSORS_PATH]: { read: listPastSponsors, schema: z.array(pastSponsorSchema) },
  [SPONSORSHIP_PACKAGES_PATH]: {
    read: listSponsorshipPackages,
    schema: z.array(sponsorshipPackageSchema),
  },
  '/api/news': { read: listPublishedNews, schema: z.array(newsArticleSchema) },
  '/api/competitions': { read: listCompetitions, schema: z.array(competitionSchema) },
  '/api/vehicles': { read: listVehicles, schema: z.array(vehicleSchema) },
  [RULES_API_PATH]: { read: readRulesCatalogue, schema: rulesCatalogueSchema },
};
