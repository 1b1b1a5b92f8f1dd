import { z } from 'zod';
import {
  ADMIN_CLUB_CONFIG_PATH,
  clubConfigSchema,
  clubSettingsSchema,
  clubSettingsUpdateSchema,
  SITE_CHECKLIST_PATH,
  siteChecklistSchema,
} from '../../../common/club-config';
import { CLUB_CONFIG_PATH } from '../../../common/club-facts';
import {
  competitionSchema,
  newsArticleSchema,
  publicTeamMemberSchema,
  sponsorSchema,
  vehicleSchema,
} from '../../../common/content';
import { actorOf } from '../../http/access-guard';
import type { ZodApp } from '../../http/zod-app';
import { getClubConfig, readClubSettings, updateClubSettings } from './club-settings';
import {
  listActiveSponsors,
  listActiveTeamMembers,
  listCompetitions,
  listPublishedNews,
  listVehicles,
} from './service';
import { getSiteChecklist } from './site-checklist';

const publicRead = { access: 'public' } as const;
const adminOnly = { access: 'admin' } as const;

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
    CLUB_CONFIG_PATH,
    { config: publicRead, schema: { response: { 200: clubConfigSchema } } },
    () => getClubConfig(app.deps),
  );
  app.get(
    ADMIN_CLUB_CONFIG_PATH,
    { config: adminOnly, schema: { response: { 200: clubSettingsSchema } } },
    () => readClubSettings(app.deps.db),
  );
  app.put(
    CLUB_CONFIG_PATH,
    {
      config: adminOnly,
      schema: {
        // Plain http links are taken only outside production.
        body: clubSettingsUpdateSchema({ allowHttp: app.deps.config.nodeEnv !== 'production' }),
        response: { 200: clubSettingsSchema },
      },
    },
    (request) => updateClubSettings(app.deps, request.body, actorOf(request)),
  );
  app.get(
    SITE_CHECKLIST_PATH,
    { config: adminOnly, schema: { response: { 200: siteChecklistSchema } } },
    () => getSiteChecklist(app.deps),
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
