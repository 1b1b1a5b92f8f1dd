import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/site-schema';
import { makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { useTestSite } from '../../test/use-test-site';
import { assignUserRole, parseUserRoleArguments, USER_ROLE_USAGE } from './user-role-command';

describe('reading `npm run user:role` arguments', () => {
  it('takes an email, a role and an optional status', () => {
    expect(parseUserRoleArguments(['Captain@Club.test', 'admin'])).toEqual({
      email: 'captain@club.test',
      role: 'admin',
      isActive: 1,
    });
    expect(parseUserRoleArguments(['a@club.test', 'member', 'inactive'])).toMatchObject({
      isActive: 0,
    });
    expect(parseUserRoleArguments(['a@club.test', 'pending'])).toMatchObject({ isActive: 0 });
  });

  it('explains what is wrong', () => {
    expect(() => parseUserRoleArguments([])).toThrow(USER_ROLE_USAGE);
    expect(() => parseUserRoleArguments(['a@club.test', 'boss'])).toThrow(
      'Unknown role "boss": use pending, member, designer, admin',
    );
    expect(() => parseUserRoleArguments(['a@club.test', 'admin', 'yes'])).toThrow(
      'Unknown status "yes": use active or inactive',
    );
    expect(() => parseUserRoleArguments(['captain', 'admin'])).toThrow(
      'Not an email address: captain',
    );
  });
});

describe('assigning a role from the command line', () => {
  const site = useTestSite();

  const stored = async (email: string) =>
    (await site.t.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates the first admin before they ever sign in, and audits it', async () => {
    const result = await assignUserRole(site.t.db, {
      email: 'captain@club.test',
      role: 'admin',
      isActive: 1,
    });

    expect(result).toMatchObject({ created: true, endedSessions: 0 });
    expect(await stored('captain@club.test')).toMatchObject({ role: 'admin', isActive: 1 });
    const [audit] = await site.t.db.select().from(auditLog);
    expect(audit).toMatchObject({
      actorId: null,
      action: 'set-role',
      entity: 'user',
      entityId: result.userId,
      before: null,
      after: { role: 'admin', isActive: 1 },
    });
  });

  it('approves a pending account found by its email in any case', async () => {
    const pending = await makeUser(site.t.db, { email: 'New@Club.test' });

    const result = await assignUserRole(site.t.db, {
      email: 'new@club.test',
      role: 'member',
      isActive: 1,
    });

    expect(result).toMatchObject({ userId: pending.id, created: false });
    expect(await stored('New@Club.test')).toMatchObject({ role: 'member', isActive: 1 });
  });

  it('ends the sessions of an account it deactivates', async () => {
    const member = await makeUser(site.t.db, {
      email: 'leaving@club.test',
      role: 'member',
      isActive: 1,
    });
    const cookie = await sessionCookie(site.t, member.id);

    const result = await assignUserRole(site.t.db, {
      email: 'leaving@club.test',
      role: 'member',
      isActive: 0,
    });

    expect(result.endedSessions).toBe(1);
    const user = await site.t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie },
    });
    expect(user.statusCode).toBe(401);
  });
});
