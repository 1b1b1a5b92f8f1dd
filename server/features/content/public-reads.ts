// The public content's reads, each an API path with its service and its answer's shape: the API
// serves them, and the server writes those a page shows into the page it renders
// (features/pages/page-data.ts).
import { z } from 'zod';
import { clubConfigSchema } from '../../../common/club/club-config';
import { CLUB_CONFIG_PATH } from '../../../common/club/club-facts';
import {
  competitionSchema,
  newsArticleSchema,
  publicTeamMemberSchema,
  sponsorSchema,
  vehicleSchema,
} from '../../../common/club/content';
import { RULES_API_PATH, rulesCatalogueSchema } from '../../../common/rules/rules-catalogue';
import type { Deps } from '../../deps';
import { readRulesCatalogue } from '../rules/catalogue';
import { getClubConfig } from './club-settings';
import {
  listActiveSponsors,
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
  [CLUB_CONFIG_PATH]: { read: getClubConfig, schema: clubConfigSchema },
  '/api/sponsors': { read: listActiveSponsors, schema: z.array(sponsorSchema) },
  '/api/news': { read: listPublishedNews, schema: z.array(newsArticleSchema) },
  '/api/competitions': { read: listCompetitions, schema: z.array(competitionSchema) },
  '/api/vehicles': { read: listVehicles, schema: z.array(vehicleSchema) },
  [RULES_API_PATH]: { read: readRulesCatalogue, schema: rulesCatalogueSchema },
};
