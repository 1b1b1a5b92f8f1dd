// Sessions over HTTP. Before the access guard runs, the session cookie is read and
// request.currentUser set; signing in rotates the session id (ASVS 7.2.4) and logging out ends the
// session on the server (ASVS 7.4.1). Rows whose time is over are purged every hour.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { repeatEvery } from '../../process/repeat-every';
import type { CurrentUser } from '../access-guard';
import { purgeExpiredSessions, SESSION_ABSOLUTE_LIFETIME_MS } from './session-store';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export function registerSessions(app: FastifyInstance): void {
  const { sessions, cookies, db } = app.deps;

  app.addHook('onRequest', async (request, reply) => {
    const level = request.routeOptions.config.access;
    // Public routes answer everyone alike, so they cost no session lookup.
    if (!level || level === 'public') return;
    const token = cookies.read(request, 'sid');
    request.currentUser = await sessions.findUser(token);
    // A session that is over (expired, ended elsewhere) takes its cookies with it.
    if (!request.currentUser && (token || cookies.hasSignedInHint(request))) {
      cookies.clear(reply, 'sid');
      cookies.clearSignedInHint(reply);
    }
  });

  app.addHook(
    'onClose',
    repeatEvery(PURGE_INTERVAL_MS, () => purgeExpiredSessions(db), {
      log: app.log,
      failure: 'purging expired sessions failed',
    }),
  );
}

/** Signs the user in on this browser under a new session id; the session it had before ends. */
export async function beginUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const { sessions, cookies } = request.server.deps;
  await sessions.destroy(cookies.read(request, 'sid'));
  const token = await sessions.create(userId);
  cookies.set(reply, 'sid', token, SESSION_ABSOLUTE_LIFETIME_MS / 1000);
  cookies.setSignedInHint(reply, SESSION_ABSOLUTE_LIFETIME_MS / 1000);
  request.log.info({ userId }, 'signed in');
}

/** Ends this browser's session on the server and clears its cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { sessions, cookies } = request.server.deps;
  await sessions.destroy(cookies.read(request, 'sid'));
  cookies.clear(reply, 'sid');
  cookies.clearSignedInHint(reply);
}

/**
 * The signed-in user of a request to a route open to everyone that decides for itself who may see
 * what it answers (a stored file that is for members alone); null for a visitor.
 */
export function findSignedInUser(
  { sessions, cookies }: Pick<Deps, 'sessions' | 'cookies'>,
  request: FastifyRequest,
): Promise<CurrentUser | null> {
  return sessions.findUser(cookies.read(request, 'sid'));
}
