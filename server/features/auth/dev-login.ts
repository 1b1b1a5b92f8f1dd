// Local sign-in for development (DEV_LOGIN=1): pick any account, no identity provider needed.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { roles } from '../../../common/auth/access';
import type { DevLoginRequest, DevLoginUser } from '../../../common/auth/auth';
import { users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { beginUserSession } from '../../http/sessions/sessions';
import { pageAfterSignIn, safeReturnPath } from './return-path';

const DEV_LOGIN_PAGE = '/dev-login';

/** The local sign-in page, told where to come back to (a path on this site, or nothing). */
export function devLoginPage(returnTo: string | undefined): string {
  if (returnTo === undefined) return DEV_LOGIN_PAGE;
  return `${DEV_LOGIN_PAGE}?returnTo=${encodeURIComponent(safeReturnPath(returnTo))}`;
}

/** Every account, by role (pending first, admins last), then by email. */
export async function listDevLoginUsers({ db }: Pick<Deps, 'db'>): Promise<DevLoginUser[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
    })
    .from(users)
    .orderBy(users.email);
  return rows
    .map(({ firstName, lastName, ...user }) => ({
      ...user,
      name: [firstName, lastName].filter(Boolean).join(' ') || user.email,
    }))
    .sort((a, b) => roles.indexOf(a.role) - roles.indexOf(b.role));
}

export async function devSignIn(
  { db }: Pick<Deps, 'db'>,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, returnTo }: DevLoginRequest,
): Promise<{ redirectTo: string }> {
  const [user] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError(404, 'No such user');
  await beginUserSession(request, reply, user.id);
  return { redirectTo: pageAfterSignIn(user, safeReturnPath(returnTo)) };
}
