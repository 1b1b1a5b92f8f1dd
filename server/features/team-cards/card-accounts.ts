// The accounts the team's cards name, for the editor's Team tab: one read however many accounts the
// club has, since there are never more of them than cards.
import { or, sql } from 'drizzle-orm';
import type { AdminUser } from '../../../common/admin/admin';
import { teamMembers, users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { adminUserColumns, toAdminUser } from '../admin/users';

export async function listCardAccounts({ db }: Pick<Deps, 'db'>): Promise<AdminUser[]> {
  const named = (column: typeof teamMembers.userId | typeof teamMembers.claimedBy) =>
    sql`exists (select 1 from ${teamMembers} where ${column} = ${users.id})`;
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .where(or(named(teamMembers.userId), named(teamMembers.claimedBy)))
    .orderBy(users.email);
  return rows.map(toAdminUser);
}
