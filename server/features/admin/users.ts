// The user list of /admin and an admin's change of a user's role and status, sent at once with the
// other value unchanged (decision 15). A change, its audit row and its mail are one transaction; a
// deactivated user's sessions end with it.
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersPage,
  LAST_ADMIN_MESSAGE,
  NOT_PENDING_MESSAGE,
  SELF_CHANGE_MESSAGE,
  type UserRoleChange,
} from '../../../common/admin/admin';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { endUserSessions } from '../../http/sessions/session-store';
import type { Actor } from '../audit/actor';
import { recordChange } from '../audit/record-change';
import { mailAccessChange, mailDeclined } from '../mail/account-mail';

export const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

type AdminUserRow = Omit<AdminUser, 'createdAt'> & { createdAt: Date };

export const toAdminUser = (row: AdminUserRow): AdminUser => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** A page of the accounts whose name or email holds the search, newest first, with the counters. */
export async function listUsers(
  { db }: Pick<Deps, 'db'>,
  { page, search }: { page: number; search: string },
): Promise<AdminUsersPage> {
  const where = search ? nameOrEmailHolds(search) : undefined;
  const [rows, [matching], [counts]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
    db
      .select({
        total: count(),
        activeMembers: countWhere(sql`${users.role} = 'member' and ${users.isActive} = 1`),
        designers: countWhere(sql`${users.role} = 'designer' and ${users.isActive} = 1`),
        pending: countWhere(sql`${users.role} = 'pending'`),
        admins: countWhere(sql`${users.role} = 'admin'`),
      })
      .from(users),
  ]);
  if (!counts) throw new Error('counting users returned no row');
  return {
    items: rows.map(toAdminUser),
    page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    matching: matching?.total ?? 0,
    counts,
  };
}

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Case-insensitive, and taken as plain text: `%` and `_` are not wildcards. */
function nameOrEmailHolds(search: string): SQL {
  const wanted = search.toLowerCase();
  return sql`(strpos(lower(concat_ws(' ', ${users.firstName}, ${users.lastName})), ${wanted}) > 0
    or strpos(lower(${users.email}), ${wanted}) > 0)`;
}

export async function setUserRole(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  userId: string,
  change: UserRoleChange,
): Promise<AdminUser> {
  if (userId === actor.id) throw new AppError(409, SELF_CHANGE_MESSAGE);
  return db.transaction(async (tx) => {
    await lockUsers(tx);
    const [before] = await tx.select(adminUserColumns).from(users).where(eq(users.id, userId));
    if (!before) throw new AppError(404, 'User not found');
    if (before.role === change.role && before.isActive === change.isActive) {
      return toAdminUser(before);
    }
    const wasActiveAdmin = before.role === 'admin' && before.isActive === 1;
    const staysActiveAdmin = change.role === 'admin' && change.isActive === 1;
    if (wasActiveAdmin && !staysActiveAdmin && (await otherActiveAdmins(tx, userId)) === 0) {
      throw new AppError(409, LAST_ADMIN_MESSAGE);
    }
    const [after] = await tx
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(adminUserColumns);
    if (!after) throw new Error('user update returned no row');
    await recordChange(tx, actor, {
      action: 'set-role',
      entity: 'user',
      entityId: userId,
      before: { role: before.role, isActive: before.isActive },
      after: change,
    });
    await mailAccessChange(tx, config, before.email, before, change);
    // ASVS 7.4.2: a deactivated account is signed out everywhere, with the same commit.
    if (before.isActive === 1 && change.isActive === 0) await endUserSessions(tx, userId);
    return toAdminUser(after);
  });
}

/**
 * Refuses a request that waits for approval. The account goes with its sessions, so that nothing of
 * a person the club turned down is kept but the audit entry of who declined whom; signing in again
 * asks anew. The person is told by mail in the same commit.
 */
export async function declineApplicant(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  userId: string,
): Promise<void> {
  if (userId === actor.id) throw new AppError(409, SELF_CHANGE_MESSAGE);
  await db.transaction(async (tx) => {
    await lockUsers(tx);
    const [applicant] = await tx.select(adminUserColumns).from(users).where(eq(users.id, userId));
    if (!applicant) throw new AppError(404, 'User not found');
    if (applicant.role !== 'pending') throw new AppError(409, NOT_PENDING_MESSAGE);
    await endUserSessions(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    const { email, firstName, lastName, role, isActive } = applicant;
    await recordChange(tx, actor, {
      action: 'decline',
      entity: 'user',
      entityId: userId,
      before: { email, firstName, lastName, role, isActive },
      after: null,
    });
    await mailDeclined(tx, config, email);
  });
}

/**
 * Makes this transaction the only one changing accounts until it ends (sign-ins wait a moment), so
 * that two admins demoting each other at once, or two imports of one roster, cannot both succeed.
 * Taken first in the transaction, so that it cannot deadlock with a row lock.
 */
export async function lockUsers(tx: Database): Promise<void> {
  await tx.execute(sql`lock table ${users} in share row exclusive mode`);
}

async function otherActiveAdmins(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ admins: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, 1), ne(users.id, userId)));
  return row?.admins ?? 0;
}
