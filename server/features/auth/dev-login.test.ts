import { beforeEach, describe, expect, it } from 'vitest';
import { devUsers, seedDevUsers } from '../../db/seed/seed-dev-users';
import { freePort } from '../../process/server-process';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';

const readUser = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

const devLogin = (t: TestApp, userId: string, cookie = '', returnTo?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/dev-login',
    payload: { userId, returnTo },
    headers: cookie ? { cookie } : {},
  });

const startSignIn = (t: TestApp, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/auth/google${query}` });

const sessionCookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).split(';')[0] ?? '';

describe('local sign-in with DEV_LOGIN=1', () => {
  const site = useTestSite({ environment: { DEV_LOGIN: '1' } });
  beforeEach(() => seedDevUsers(site.t.db));

  async function listed() {
    const response = await site.t.app.inject({ method: 'GET', url: '/api/auth/dev-users' });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; name: string; role: string; isActive: number }[];
  }
  const find = async (name: string) => {
    const user = (await listed()).find((candidate) => candidate.name === name);
    if (!user) throw new Error(`${name} is not listed`);
    return user;
  };

  it('lists the invented accounts of every role, pending first and admins last, then by email', async () => {
    const users = await listed();

    expect(users.map(({ role, isActive }) => `${role} ${isActive}`)).toEqual([
      'pending 0',
      'member 1',
      'member 0',
      'designer 1',
      'admin 1',
    ]);
    expect(users[0]).toEqual({
      id: expect.any(String),
      name: 'Avery Quinn',
      email: 'avery.quinn@example.org',
      role: 'pending',
      isActive: 0,
    });
    expect(await seedDevUsers(site.t.db)).toBe(0);
    expect(devUsers.every((user) => user.email.endsWith('@example.org'))).toBe(true);
  });

  it('signs in as an approved account and sends it to the members area', async () => {
    const admin = await find('Dana Whitfield');

    const response = await devLogin(site.t, admin.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectTo: '/members' });
    expect(response.headers['set-cookie']).toEqual([
      expect.stringMatching(
        /^sid=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
      ),
      'signed-in=1; Max-Age=2592000; Path=/; SameSite=Lax',
    ]);
    const user = await readUser(site.t, sessionCookieOf(response));
    expect(user.json()).toMatchObject({ id: admin.id, role: 'admin', isActive: 1 });
  });

  it('sends a pending or inactive account to the pending-approval page', async () => {
    for (const name of ['Avery Quinn', 'Morgan Hale']) {
      const response = await devLogin(site.t, (await find(name)).id);
      expect(response.json(), name).toEqual({ redirectTo: '/pending-approval' });
    }
  });

  it('rotates the session id: the session the browser had ends', async () => {
    const first = await devLogin(site.t, (await find('Jamie Ortiz')).id);
    const oldCookie = sessionCookieOf(first);

    const second = await devLogin(site.t, (await find('Taylor Brooks')).id, oldCookie);

    expect(sessionCookieOf(second)).not.toBe(oldCookie);
    expect((await readUser(site.t, oldCookie)).statusCode).toBe(401);
    expect((await readUser(site.t, sessionCookieOf(second))).json()).toMatchObject({
      role: 'designer',
    });
  });

  it('sends Login to the local sign-in when no identity provider is set up, with the page to come back to', async () => {
    const plain = await startSignIn(site.t);
    const fromAdmin = await startSignIn(site.t, '?returnTo=%2Fadmin%3Ftab%3Dusers');
    const fromElsewhere = await startSignIn(site.t, '?returnTo=%2F%2Fevil.test%2F');

    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/dev-login');
    expect(fromAdmin.headers.location).toBe('/dev-login?returnTo=%2Fadmin%3Ftab%3Dusers');
    expect(fromElsewhere.headers.location).toBe('/dev-login?returnTo=%2Fmembers');
  });

  it('comes back to the page sign-in started from, a path on this site only', async () => {
    const admin = (await find('Dana Whitfield')).id;
    const pending = (await find('Avery Quinn')).id;

    expect((await devLogin(site.t, admin, '', '/admin?tab=users')).json()).toEqual({
      redirectTo: '/admin?tab=users',
    });
    expect((await devLogin(site.t, admin, '', 'https://evil.test/')).json()).toEqual({
      redirectTo: '/members',
    });
    expect((await devLogin(site.t, pending, '', '/admin')).json()).toEqual({
      redirectTo: '/pending-approval',
    });
  });

  it('answers an unknown account with 404 and a malformed one with 400', async () => {
    const unknown = await devLogin(site.t, '00000000-0000-4000-8000-000000000000');
    const malformed = await devLogin(site.t, 'admin');

    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Choose a user' });
  });
});

describe('DEV_LOGIN beside a configured identity provider', () => {
  it('leaves Login to the provider', async () => {
    const t = await makeTestApp({
      environment: {
        DEV_LOGIN: '1',
        OIDC_ISSUER: `http://127.0.0.1:${await freePort()}`,
        OIDC_CLIENT_ID: 'club-website',
        OIDC_CLIENT_SECRET: 'club-website-test-secret',
      },
    });
    try {
      expect((await startSignIn(t)).headers.location).toBe(
        '/sign-in-error?reason=provider-unavailable',
      );
    } finally {
      await t.close();
    }
  });
});

describe('without DEV_LOGIN', () => {
  it('has no local sign-in routes, and Login explains that sign-in is not set up', async () => {
    const t = await makeTestApp();
    try {
      const list = await t.app.inject({ method: 'GET', url: '/api/auth/dev-users' });
      const login = await devLogin(t, '00000000-0000-4000-8000-000000000000');

      expect(list.statusCode).toBe(404);
      expect(login.statusCode).toBe(404);
      expect((await startSignIn(t)).headers.location).toBe('/sign-in-error?reason=not-configured');
    } finally {
      await t.close();
    }
  });
});

describe('session cookies over https', () => {
  it('are __Host- prefixed and Secure', async () => {
    const t = await makeTestApp({
      environment: { DEV_LOGIN: '1', PUBLIC_URL: 'https://localhost' },
    });
    try {
      await seedDevUsers(t.db);
      const [someone] = (
        await t.app.inject({ method: 'GET', url: '/api/auth/dev-users' })
      ).json() as { id: string }[];

      const response = await devLogin(t, String(someone?.id));

      expect(response.headers['set-cookie']).toEqual([
        expect.stringMatching(
          /^__Host-sid=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
        ),
        'signed-in=1; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
      ]);
      expect((await readUser(t, sessionCookieOf(response))).statusCode).toBe(200);
      const plainName = sessionCookieOf(response).replace('__Host-sid', 'sid');
      expect((await readUser(t, plainName)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
