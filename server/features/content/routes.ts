import { z } from 'zod';
import {
  clubConfigSchema,
  competitionSchema,
  newsArticleSchema,
  publicTeamMemberSchema,
  sponsorSchema,
  vehicleSchema,
} from '../../../common/content';
import type { ZodApp } from '../../http/zod-app';
import {
  getClubConfig,
  listActiveSponsors,
  listActiveTeamMembers,
  listCompetitions,
  listPublishedNews,
  listVehicles,
} from './service';

const publicRead = { access: 'public' } as const;

export async function contentRoutes(app: ZodApp) {
  app.get(
    '/api/team-members',
    {
      config: publicRead,
      schema: { response: { 200: z.array(publicTeamMemberSchema) } },
    },
    () => listActiveTeamMembers(app.deps),
  );
  app.get(
    '/api/club-config',
    { config: publicRead, schema: { response: { 200: clubConfigSchema } } },
    () => getClubConfig(app.deps),
  );
  app.get(
    '/api/sponsors',
    {
      config: publicRead,
      schema: { response: { 200: z.array(sponsorSchema) } },
    },
    () => listActiveSponsors(app.deps),
  );
  app.get(
    '/api/news',
    {
      config: publicRead,
      schema: { response: { 200: z.array(newsArticleSchema) } },
    },
    () => listPublishedNews(app.deps),
  );
  app.get(
    '/api/competitions',
    {
      config: publicRead,
      schema: { response: { 200: z.array(competitionSchema) } },
    },
    () => listCompetitions(app.deps),
  );
  app.get(
    '/api/vehicles',
    {
      config: publicRead,
      schema: { response: { 200: z.array(vehicleSchema) } },
    },
    () => listVehicles(app.deps),
  );
}
