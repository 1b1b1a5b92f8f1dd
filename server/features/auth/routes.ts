import { z } from 'zod';
import { authUserSchema } from '../../../common/auth/auth';
import { signedInUser } from '../../http/access-guard';
import { endSession } from '../../http/sessions/sessions';
import type { ZodApp } from '../../http/zod-app';
import { getAuthUser } from './auth-user';
import { CALLBACK_PATH } from './oidc-client';
import { completeSignIn, startSignIn } from './sign-in';

/**
 * The two redirects of a sign-in. A person signs in a few times a day; a script starting thousands
 * of sign-ins is stopped. No HEAD: it would start a sign-in, or use up the one waiting for a browser.
 */
const signInStep = {
  config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
  exposeHeadRoute: false,
} as const;

export async function authRoutes(app: ZodApp) {
  app.get(
    '/api/auth/google',
    {
      ...signInStep,
      schema: { querystring: z.object({ returnTo: z.string().optional() }) },
    },
    async (request, reply) =>
      reply.redirect(await startSignIn(app.deps, request, reply, request.query.returnTo)),
  );
  app.get(
    CALLBACK_PATH,
    {
      ...signInStep,
      schema: {
        querystring: z.object({ state: z.string().optional(), error: z.string().optional() }),
      },
    },
    async (request, reply) =>
      reply.redirect(await completeSignIn(app.deps, request, reply, request.query)),
  );
  app.get(
    '/api/auth/user',
    { config: { access: 'signedIn' }, schema: { response: { 200: authUserSchema } } },
    (request) => getAuthUser(app.deps, signedInUser(request).id),
  );
  app.post('/api/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    await endSession(request, reply);
    return reply.status(204).send();
  });
}
