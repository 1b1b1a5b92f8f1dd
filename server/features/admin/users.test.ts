import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LAST_ADMIN_MESSAGE,
  NOT_PENDING_MESSAGE,
  SELF_CHANGE_MESSAGE,
} from '../../../common/admin/admin';
import { auditLog, users } from '../../db/schema/site-schema';
import { makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { sessionCookie } from '../../test/sessions';
import { useTestSite } from '../../test/use-test-site';
import { setUserRole } from './users';

const site = useTestSite();

const makeAdmin = (overrides: Parameters<typeof makeUser>[1] = {}) =>
  makeUser(site.t.db, { role: 'admin', isActive: 1, ...overrides });

const setRole = (actorId: string, userId: string, payload: unknown) =>
  requestAs(site.t, actorId, {
    method: 'PATCH',
    url: `/api/admin/users/${userId}/role`,
    payload: payload as object,
  });

const stored = async (id: string) =>
  (await site.t.db.select().from(users).where(eq(users.id, id)))[0];
const auditRows = () => site.t.db.select().from(auditLog);

describe('GET /api/admin/users', () => {
  const list = async (actorId: string, query = '') => {
    const response = await requestAs(site.t, actorId, {
      method: 'GET',
      url: `/api/admin/users${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('lists the accounts newest first, with only the fields the user list shows', async () => {
    const admin = await makeAdmin({ createdAt: new Date('2026-01-01T10:00:00Z') });
    const pending = await makeUser(site.t.db, {
      email: 'new@club.test',
      firstName: 'Nova',
      lastName: 'Reyes',
      clockifyApiKey: 'secret-key',
      oidcSubject: 'subject-1',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });

    const response = await requestAs(site.t, admin.id, { method: 'GET', url: '/api/admin/users' });

    expect(response.json()).toEqual({
      items: [
        {
          id: pending.id,
          email: 'new@club.test',
          firstName: 'Nova',
          lastName: 'Reyes',
          profileImageUrl: null,
          role: 'pending',
          isActive: 0,
          createdAt: '2026-03-01T10:00:00.000Z',
        },
        expect.objectContaining({ id: admin.id, role: 'admin', isActive: 1 }),
      ],
      page: 1,
      pageSize: 50,
      matching: 2,
      counts: { total: 2, activeMembers: 0, designers: 0, pending: 1, admins: 1 },
    });
    expect(response.body).not.toContain('secret-key');
  });

  it('counts users, active members, active designers, pending accounts and admins', async () => {
    const admin = await makeAdmin();
    for (const [role, isActive] of [
      ['member', 1],
      ['member', 0],
      ['designer', 1],
      ['designer', 0],
      ['pending', 0],
      ['pending', 1],
      ['admin', 0],
    ] as const) {
      await makeUser(site.t.db, { role, isActive });
    }

    expect((await list(admin.id)).counts).toEqual({
      total: 8,
      activeMembers: 1,
      designers: 1,
      pending: 2,
      admins: 2,
    });
  });

  it('answers fifty accounts a page, and the later ones on the next', async () => {
    const admin = await makeAdmin({ createdAt: new Date('2026-01-01T00:00:00Z') });
    await site.t.db.insert(users).values(
      Array.from({ length: 60 }, (_, n) => ({
        email: `roster${n}@club.test`,
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, n)),
      })),
    );

    const first = await list(admin.id);
    const second = await list(admin.id, '?page=2');

    expect(first.items).toHaveLength(50);
    expect(first.items[0].email).toBe('roster59@club.test');
    expect(second.items.map((user: { email: string }) => user.email)).toEqual([
      ...Array.from({ length: 10 }, (_, n) => `roster${9 - n}@club.test`),
      admin.email,
    ]);
    expect(second).toMatchObject({ page: 2, matching: 61, counts: { total: 61 } });
  });

  it('finds accounts by a part of the name or email in any case, reading % and _ as text', async () => {
    const admin = await makeAdmin({ firstName: 'Dana', lastName: 'Whit', email: 'dw@club.test' });
    const ada = await makeUser(site.t.db, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'countess@club.test',
    });
    const percent = await makeUser(site.t.db, { email: 'fifty%off@club.test' });

    const byName = await list(admin.id, '?search=%20ada%20LOVE%20');
    const byEmail = await list(admin.id, '?search=COUNTESS');
    const byPercent = await list(admin.id, `?search=${encodeURIComponent('%')}`);
    const byUnderscore = await list(admin.id, '?search=_');

    expect(byName.items.map((user: { id: string }) => user.id)).toEqual([ada.id]);
    expect(byName).toMatchObject({ matching: 1, counts: { total: 3 } });
    expect(byEmail.items.map((user: { id: string }) => user.id)).toEqual([ada.id]);
    expect(byPercent.items.map((user: { id: string }) => user.id)).toEqual([percent.id]);
    expect(byUnderscore).toMatchObject({ items: [], matching: 0 });
  });

  it('refuses a page that is not one, and a search longer than any name', async () => {
    const admin = await makeAdmin();
    for (const query of ['?page=0', '?page=x', `?search=${'a'.repeat(201)}`]) {
      const response = await requestAs(site.t, admin.id, {
        method: 'GET',
        url: `/api/admin/users${query}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/page|search/);
    }
  });
});

describe('PATCH /api/admin/users/:userId/role', () => {
  it('approves a pending account, answers the user and audits the change', async () => {
    const admin = await makeAdmin();
    const pending = await makeUser(site.t.db);

    const response = await setRole(admin.id, pending.id, { role: 'member', isActive: 1 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: pending.id, role: 'member', isActive: 1 });
    expect(await stored(pending.id)).toMatchObject({ role: 'member', isActive: 1 });
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'set-role',
        entity: 'user',
        entityId: pending.id,
        before: { role: 'pending', isActive: 0 },
        after: { role: 'member', isActive: 1 },
        ip: '127.0.0.1',
      }),
    ]);
  });

  it('lets the approved person into the members area at once', async () => {
    const admin = await makeAdmin();
    const pending = await makeUser(site.t.db);
    const cookie = await sessionCookie(site.t, pending.id);
    const resources = () =>
      site.t.app.inject({ method: 'GET', url: '/api/members/resources', headers: { cookie } });
    expect((await resources()).statusCode).toBe(403);

    await setRole(admin.id, pending.id, { role: 'member', isActive: 1 });

    expect((await resources()).statusCode).toBe(200);
  });

  it('ends every session of a user it deactivates', async () => {
    const admin = await makeAdmin();
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });
    const phone = await sessionCookie(site.t, member.id);
    const laptop = await sessionCookie(site.t, member.id);

    const response = await setRole(admin.id, member.id, { role: 'member', isActive: 0 });

    expect(response.statusCode).toBe(200);
    for (const cookie of [phone, laptop]) {
      const user = await site.t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie },
      });
      expect(user.statusCode).toBe(401);
    }
  });

  it('keeps the sessions of a user whose role alone changes', async () => {
    const admin = await makeAdmin();
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });
    const cookie = await sessionCookie(site.t, member.id);

    await setRole(admin.id, member.id, { role: 'designer', isActive: 1 });

    const user = await site.t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie },
    });
    expect(user.json()).toMatchObject({ role: 'designer' });
  });

  it('refuses an admin changing their own role or status, with a clear message', async () => {
    const admin = await makeAdmin();
    await makeAdmin();

    for (const change of [
      { role: 'member', isActive: 1 },
      { role: 'admin', isActive: 0 },
    ]) {
      const response = await setRole(admin.id, admin.id, change);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: SELF_CHANGE_MESSAGE });
    }
    expect(await stored(admin.id)).toMatchObject({ role: 'admin', isActive: 1 });
    expect(await auditRows()).toEqual([]);
  });

  it('refuses to demote or deactivate the last active admin', async () => {
    // Through the API an acting admin is always a second active admin, so the rule guards the
    // moment when the actor lost their own admin role while their request was on its way.
    const lastAdmin = await makeAdmin();
    const formerAdmin = await makeUser(site.t.db, { role: 'member', isActive: 1 });
    const actor = { id: formerAdmin.id, ip: '127.0.0.1' };

    for (const change of [
      { role: 'designer', isActive: 1 },
      { role: 'admin', isActive: 0 },
    ] as const) {
      await expect(setUserRole(site.t.app.deps, actor, lastAdmin.id, change)).rejects.toMatchObject(
        {
          statusCode: 409,
          message: LAST_ADMIN_MESSAGE,
        },
      );
    }
    expect(await stored(lastAdmin.id)).toMatchObject({ role: 'admin', isActive: 1 });
    expect(await auditRows()).toEqual([]);
  });

  it('lets one of two admins demoting each other at the same moment win, never both', async () => {
    const first = await makeAdmin();
    const second = await makeAdmin();

    const answers = await Promise.all([
      setRole(first.id, second.id, { role: 'member', isActive: 1 }),
      setRole(second.id, first.id, { role: 'member', isActive: 1 }),
    ]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const activeAdmins = (await site.t.db.select().from(users)).filter(
      (user) => user.role === 'admin' && user.isActive === 1,
    );
    expect(activeAdmins).toHaveLength(1);
    expect(await auditRows()).toHaveLength(1);
  });

  it('demotes another admin while a second active admin remains', async () => {
    const admin = await makeAdmin();
    const other = await makeAdmin();

    const response = await setRole(admin.id, other.id, { role: 'admin', isActive: 0 });

    expect(response.statusCode).toBe(200);
    expect(await stored(other.id)).toMatchObject({ role: 'admin', isActive: 0 });
  });

  it('answers 404 for an unknown user and writes nothing', async () => {
    const admin = await makeAdmin();

    const response = await setRole(admin.id, '00000000-0000-4000-8000-000000000000', {
      role: 'member',
      isActive: 1,
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User not found' });
    expect(await auditRows()).toEqual([]);
  });

  it('writes no audit row when nothing changes', async () => {
    const admin = await makeAdmin();
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });

    const response = await setRole(admin.id, member.id, { role: 'member', isActive: 1 });

    expect(response.statusCode).toBe(200);
    expect(await auditRows()).toEqual([]);
  });

  it.each([
    ['an unknown role', { role: 'boss', isActive: 1 }, 'role'],
    ['a status other than 0 or 1', { role: 'member', isActive: 2 }, 'isActive'],
    ['a status as text', { role: 'member', isActive: '1' }, 'isActive'],
    ['a missing status', { role: 'member' }, 'isActive'],
    ['a missing role', { isActive: 1 }, 'role'],
  ])('answers 400 to %s and changes nothing', async (_case, payload, field) => {
    const admin = await makeAdmin();
    const pending = await makeUser(site.t.db);

    const response = await setRole(admin.id, pending.id, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: [expect.objectContaining({ field })],
    });
    expect(await stored(pending.id)).toMatchObject({ role: 'pending', isActive: 0 });
    expect(await auditRows()).toEqual([]);
  });

  it('answers 400 to a user id that is not one', async () => {
    const admin = await makeAdmin();

    const response = await setRole(admin.id, 'not-a-uuid', { role: 'member', isActive: 1 });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unknown user id');
  });
});

describe('POST /api/admin/users/:userId/decline', () => {
  const decline = (actorId: string, userId: string) =>
    requestAs(site.t, actorId, { method: 'POST', url: `/api/admin/users/${userId}/decline` });

  it('removes a pending request with its sessions, and the log keeps whom it declined', async () => {
    const admin = await makeAdmin();
    const applicant = await makeUser(site.t.db, {
      email: 'nova@club.test',
      firstName: 'Nova',
      lastName: 'Reyes',
    });
    const cookie = await sessionCookie(site.t, applicant.id);

    const response = await decline(admin.id, applicant.id);

    expect(response.statusCode).toBe(204);
    expect(await stored(applicant.id)).toBeUndefined();
    const user = await site.t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie },
    });
    expect(user.statusCode).toBe(401);
    const log = await requestAs(site.t, admin.id, { method: 'GET', url: '/api/admin/audit-log' });
    expect(log.json().entries).toEqual([
      expect.objectContaining({
        action: 'decline',
        entity: 'user',
        entityId: applicant.id,
        record: 'User Nova Reyes',
        actor: expect.objectContaining({ id: admin.id }),
        before: expect.objectContaining({ email: 'nova@club.test', role: 'pending' }),
        after: null,
      }),
    ]);
  });

  it('refuses to decline an account that is not waiting, and changes nothing', async () => {
    const admin = await makeAdmin();
    const member = await makeUser(site.t.db, { role: 'member', isActive: 0 });

    const response = await decline(admin.id, member.id);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(NOT_PENDING_MESSAGE);
    expect(await stored(member.id)).toMatchObject({ role: 'member' });
    expect(await auditRows()).toEqual([]);
  });

  it('answers 409 to an admin declining themself, 404 to an unknown user, 400 to a bad id', async () => {
    const admin = await makeAdmin();

    expect((await decline(admin.id, admin.id)).statusCode).toBe(409);
    expect((await decline(admin.id, crypto.randomUUID())).statusCode).toBe(404);
    const bad = await decline(admin.id, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown user id');
    expect(await auditRows()).toEqual([]);
  });
});
