import {
  ADMIN_CLUB_CONFIG_PATH,
  clubSettingsSchema,
  clubSettingsUpdateSchema,
  SITE_CHECKLIST_PATH,
  siteChecklistSchema,
} from '../../../common/club/club-config';
import { CLUB_CONFIG_PATH } from '../../../common/club/club-facts';
import type { ZodApp } from '../../http/zod-app';
import { actorOf } from '../audit/actor';
import { readClubSettings, updateClubSettings } from './club-settings';
import { publicReads } from './public-reads';
import { getSiteChecklist } from './site-checklist';

const publicRead = { access: 'public' } as const;
const adminOnly = { access: 'admin' } as const;

export async function contentRoutes(app: ZodApp) {
  for (const [path, { read, schema }] of Object.entries(publicReads)) {
    app.get(path, { config: publicRead, schema: { response: { 200: schema } } }, () =>
      read(app.deps),
    );
  }
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
}
