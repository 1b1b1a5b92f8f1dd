import { healthSchema } from '../../../common/club/content';
import type { DatabaseHandle } from '../../db/database';
import type { ZodApp } from '../../http/zod-app';
import { checkHealth } from './service';

export async function healthRoutes(app: ZodApp, { database }: { database: DatabaseHandle }) {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: healthSchema } },
    },
    () => checkHealth(database),
  );
}
