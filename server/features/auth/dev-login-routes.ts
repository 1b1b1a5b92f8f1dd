import { z } from 'zod';
import {
  devLoginRequestSchema,
  devLoginResultSchema,
  devLoginUserSchema,
} from '../../../common/auth/auth';
import type { ZodApp } from '../../http/zod-app';
import { devSignIn, listDevLoginUsers } from './dev-login';

/** Registered only with DEV_LOGIN=1, which config.ts refuses in production and off this machine. */
export async function devLoginRoutes(app: ZodApp) {
  app.get(
    '/api/auth/dev-users',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.array(devLoginUserSchema) } },
    },
    () => listDevLoginUsers(app.deps),
  );
  app.post(
    '/api/auth/dev-login',
    {
      config: { access: 'public' },
      schema: { body: devLoginRequestSchema, response: { 200: devLoginResultSchema } },
    },
    (request, reply) => devSignIn(app.deps, request, reply, request.body),
  );
}
