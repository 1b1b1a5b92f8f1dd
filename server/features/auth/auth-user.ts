import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../common/auth/auth';
import { users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';

/** The signed-in user as the client sees it; the stored Clockify key is never read here. */
export async function getAuthUser({ db }: Pick<Deps, 'db'>, userId: string): Promise<AuthUser> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      role: users.role,
      isActive: users.isActive,
      hasClockifyKey: sql<boolean>`${users.clockifyApiKey} is not null`,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError(401, 'Unauthorized');
  return {
    ...user,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
