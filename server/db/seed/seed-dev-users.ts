// Invented accounts of every role for the local sign-in (DEV_LOGIN=1). Never real people.
import type { Database } from '../database';
import { users } from '../schema/site-schema';

export const devUsers: (typeof users.$inferInsert)[] = [
  { email: 'avery.quinn@example.org', firstName: 'Avery', lastName: 'Quinn', role: 'pending' },
  { email: 'morgan.hale@example.org', firstName: 'Morgan', lastName: 'Hale', role: 'member' },
  {
    email: 'jamie.ortiz@example.org',
    firstName: 'Jamie',
    lastName: 'Ortiz',
    role: 'member',
    isActive: 1,
  },
  {
    email: 'taylor.brooks@example.org',
    firstName: 'Taylor',
    lastName: 'Brooks',
    role: 'designer',
    isActive: 1,
  },
  {
    email: 'dana.whitfield@example.org',
    firstName: 'Dana',
    lastName: 'Whitfield',
    role: 'admin',
    isActive: 1,
  },
];

/** Adds the accounts that are missing; answers how many were added. */
export async function seedDevUsers(db: Database): Promise<number> {
  const added = await db
    .insert(users)
    .values(devUsers)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return added.length;
}
