// `npm run user:role -- <email> <role> [active|inactive]`: makes the first admin, and lets the
// webmaster in again when no admin can sign in. An account that does not exist yet is created and
// is linked to the identity provider at its first sign-in. The change is audited, with no actor
// (the command line), and a deactivated account's sessions end.
import { eq, sql } from 'drizzle-orm';
import { type Role, roles } from '../../../common/auth/access';
import { UsageError } from '../../command-line';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/site-schema';
import { endUserSessions } from '../../http/sessions/session-store';
import { COMMAND_LINE } from '../audit/actor';
import { recordChange } from '../audit/record-change';

export const USER_ROLE_USAGE =
  'Usage: npm run user:role -- <email> <pending|member|designer|admin> [active|inactive]\n' +
  'The status defaults to active (inactive for pending).';

export interface RoleAssignment {
  email: string;
  role: Role;
  isActive: number;
}

export function parseUserRoleArguments(args: readonly string[]): RoleAssignment {
  const [email, role, status, ...extra] = args;
  if (!email || !role || extra.length > 0) throw new UsageError(USER_ROLE_USAGE);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`Not an email address: ${email}`);
  const knownRole = roles.find((candidate) => candidate === role);
  if (!knownRole) throw new UsageError(`Unknown role "${role}": use ${roles.join(', ')}`);
  if (status !== undefined && status !== 'active' && status !== 'inactive') {
    throw new UsageError(`Unknown status "${status}": use active or inactive`);
  }
  const active = status ? status === 'active' : knownRole !== 'pending';
  return { email: email.toLowerCase(), role: knownRole, isActive: active ? 1 : 0 };
}

export async function assignUserRole(db: Database, assignment: RoleAssignment) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: users.id, role: users.role, isActive: users.isActive })
      .from(users)
      .where(sql`lower(${users.email}) = ${assignment.email}`);
    const after = { role: assignment.role, isActive: assignment.isActive };
    const [user] = before
      ? await tx
          .update(users)
          .set({ ...after, updatedAt: new Date() })
          .where(eq(users.id, before.id))
          .returning({ id: users.id })
      : await tx
          .insert(users)
          .values({ email: assignment.email, ...after })
          .returning({ id: users.id });
    if (!user) throw new Error('account write returned no row');
    await recordChange(tx, COMMAND_LINE, {
      action: 'set-role',
      entity: 'user',
      entityId: user.id,
      before: before ? { role: before.role, isActive: before.isActive } : null,
      after,
    });
    // As an admin's deactivation does: the sessions end with the same commit.
    const endedSessions = assignment.isActive ? 0 : await endUserSessions(tx, user.id);
    return { userId: user.id, created: !before, endedSessions };
  });
}
