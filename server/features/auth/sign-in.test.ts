// Sign-in against a real OpenID provider on loopback, driven over HTTP like a browser.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/site-schema';
import { makeUser } from '../../test/factories';
import {
  currentUser,
  newBrowser,
  pathOf,
  signedIn,
  signIn,
  visit,
} from '../../test/identity/oidc-browser';
import { startTestProvider } from '../../test/identity/oidc-provider';
import { sessionCookie } from '../../test/sessions';
import { makeTestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';
import { assignUserRole } from './user-role-command';

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/callback`;

const logLines: string[] = [];
const site = useTestSite({
  identityProvider: true,
  environment: { PUBLIC_URL, ADMIN_EMAILS: 'captain@club.test' },
  app: { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
});

describe('signing in with the identity provider', () => {
  it('creates a new account as pending and sends the person to the pending-approval page', async () => {
    site.identityProvider.setAccount('new-person', {
      email: 'new.person@club.test',
      email_verified: true,
      given_name: 'Nova',
      family_name: 'Person',
      picture: 'https://pictures.example.org/nova.png',
    });
    const browser = newBrowser(site.t, site.identityProvider);

    const { start, callback, done } = await signIn(browser, 'new-person');

    const authorization = new URL(String(start.headers.location));
    expect(authorization.origin).toBe(site.identityProvider.issuer);
    expect(authorization.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(start.headers['set-cookie']).toMatch(
      /^sign-in=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/pending-approval');
    // The callback's one-time code and state are logged nowhere; its path is.
    const { searchParams } = new URL(callback);
    const secrets = [searchParams.get('code'), searchParams.get('state')];
    expect(secrets.every(Boolean)).toBe(true);
    expect(logLines.join('\n')).toContain('"url":"/api/auth/callback"');
    for (const secret of secrets) expect(logLines.join('\n')).not.toContain(secret);
    expect(browser.cookies.has('sign-in')).toBe(false);
    const user = await currentUser(browser);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      email: 'new.person@club.test',
      firstName: 'Nova',
      lastName: 'Person',
      profileImageUrl: 'https://pictures.example.org/nova.png',
      role: 'pending',
      isActive: 0,
      hasClockifyKey: false,
    });
    expect(user.json()).not.toHaveProperty('clockifyApiKey');
    const members = await visit(browser, '/api/members/resources');
    expect(members.statusCode).toBe(403);
  });

  it('lets a new account reach the members resources once approved from the command line', async () => {
    site.identityProvider.setAccount('recruit', {
      email: 'recruit@club.test',
      email_verified: true,
    });
    const browser = newBrowser(site.t, site.identityProvider);
    await signIn(browser, 'recruit');
    expect((await visit(browser, '/api/members/resources')).statusCode).toBe(403);

    await assignUserRole(site.t.db, { email: 'recruit@club.test', role: 'member', isActive: 1 });

    expect((await visit(browser, '/api/members/resources')).statusCode).toBe(200);
    const { location } = await signIn(browser, 'recruit');
    expect(location).toBe('/members');
  });

  it('brings an approved member back to where they started, under a new session id', async () => {
    const member = await makeUser(site.t.db, {
      email: 'jo.member@club.test',
      role: 'member',
      isActive: 1,
      clockifyApiKey: 'encrypted-key',
    });
    site.identityProvider.setAccount('jo', { email: 'Jo.Member@club.test', email_verified: true });
    const [name, token] = (await sessionCookie(site.t, member.id)).split('=');
    const browser = newBrowser(site.t, site.identityProvider, { [String(name)]: String(token) });

    const { location } = await signIn(browser, 'jo', '/api/auth/google?returnTo=%2Ftime-tracking');

    expect(location).toBe('/time-tracking');
    const newToken = browser.cookies.get('sid');
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(token);
    expect((await currentUser(browser)).json()).toMatchObject({
      id: member.id,
      role: 'member',
      firstName: member.firstName,
      hasClockifyKey: true,
    });
    const oldSession = await currentUser(
      newBrowser(site.t, site.identityProvider, { sid: String(token) }),
    );
    expect(oldSession.statusCode).toBe(401);
    const [stored] = await site.t.db.select().from(users).where(eq(users.id, member.id));
    expect(stored?.oidcSubject).toBe('jo');
  });

  it('makes an ADMIN_EMAILS address an active admin at the first sign-in', async () => {
    site.identityProvider.setAccount('captain', {
      email: 'Captain@Club.test',
      email_verified: true,
    });
    const browser = newBrowser(site.t, site.identityProvider);

    const { location } = await signIn(browser, 'captain');

    expect(location).toBe('/members');
    expect((await currentUser(browser)).json()).toMatchObject({
      email: 'captain@club.test',
      role: 'admin',
      isActive: 1,
    });
  });

  it('leaves a demoted ADMIN_EMAILS address as the other admin left it at its next sign-in', async () => {
    site.identityProvider.setAccount('captain', {
      email: 'captain@club.test',
      email_verified: true,
    });
    const first = (
      await currentUser(await signedIn(site.t, site.identityProvider, 'captain'))
    ).json();
    expect(first).toMatchObject({ role: 'admin', isActive: 1 });
    const captainId = first.id;
    const otherAdmin = await makeUser(site.t.db, { role: 'admin', isActive: 1 });

    const demotion = await site.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${captainId}/role`,
      headers: { cookie: await sessionCookie(site.t, otherAdmin.id) },
      payload: { role: 'member', isActive: 0 },
    });
    expect(demotion.statusCode).toBe(200);
    const browser = newBrowser(site.t, site.identityProvider);
    const { location } = await signIn(browser, 'captain');

    expect(location).toBe('/pending-approval');
    expect((await currentUser(browser)).json()).toMatchObject({
      id: captainId,
      role: 'member',
      isActive: 0,
    });
  });

  it('does not promote an ADMIN_EMAILS address whose account existed before it signed in', async () => {
    const designer = await makeUser(site.t.db, {
      email: 'captain@club.test',
      role: 'designer',
      isActive: 1,
    });
    site.identityProvider.setAccount('captain', {
      email: 'captain@club.test',
      email_verified: true,
    });

    const browser = await signedIn(site.t, site.identityProvider, 'captain');

    expect((await currentUser(browser)).json()).toMatchObject({
      id: designer.id,
      role: 'designer',
      isActive: 1,
    });
  });

  it('ignores a return path that leads to another site', async () => {
    await makeUser(site.t.db, { email: 'approved@club.test', role: 'member', isActive: 1 });
    site.identityProvider.setAccount('approved', {
      email: 'approved@club.test',
      email_verified: true,
    });

    for (const returnTo of ['//evil.test/x', '/\\evil.test', 'https://evil.test/']) {
      const { location } = await signIn(
        newBrowser(site.t, site.identityProvider),
        'approved',
        `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`,
      );
      expect(location, returnTo).toBe('/members');
    }
  });

  it('refuses an email address the provider has not verified, and creates no account', async () => {
    site.identityProvider.setAccount('unverified', {
      email: 'unverified@club.test',
      email_verified: false,
    });

    const { location } = await signIn(newBrowser(site.t, site.identityProvider), 'unverified');

    expect(location).toBe('/sign-in-error?reason=email-unverified');
    expect(await site.t.db.select().from(users)).toEqual([]);
  });

  it('refuses an email address that another provider account signed in to before', async () => {
    await makeUser(site.t.db, { email: 'taken@club.test', oidcSubject: 'first-owner' });
    site.identityProvider.setAccount('second-owner', {
      email: 'taken@club.test',
      email_verified: true,
    });

    const { location } = await signIn(newBrowser(site.t, site.identityProvider), 'second-owner');

    expect(location).toBe('/sign-in-error?reason=account-conflict');
  });

  it('sends a person who cancels at the provider to the error page', async () => {
    const browser = newBrowser(site.t, site.identityProvider);
    const start = await visit(browser, '/api/auth/google');

    const callback = await site.identityProvider.cancel(String(start.headers.location));
    const done = await visit(browser, pathOf(callback));

    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/sign-in-error?reason=access-denied');
    expect(browser.cookies.has('sid')).toBe(false);
  });

  it('answers a replayed callback with the error page, not an error', async () => {
    site.identityProvider.setAccount('replayer', {
      email: 'replayer@club.test',
      email_verified: true,
    });
    const browser = newBrowser(site.t, site.identityProvider);
    const start = await visit(browser, '/api/auth/google');
    const flowCookie = String(browser.cookies.get('sign-in'));
    const callback = await site.identityProvider.signIn(String(start.headers.location), 'replayer');
    expect((await visit(browser, pathOf(callback))).headers.location).toBe('/pending-approval');

    const sameBrowser = await visit(browser, pathOf(callback));
    const withTheOldCookie = await visit(
      newBrowser(site.t, site.identityProvider, { 'sign-in': flowCookie }),
      pathOf(callback),
    );

    for (const replay of [sameBrowser, withTheOldCookie]) {
      expect(replay.statusCode).toBe(302);
      expect(replay.headers.location).toBe('/sign-in-error?reason=expired');
    }
  });

  it('refuses a callback whose state does not match the sign-in this browser started', async () => {
    site.identityProvider.setAccount('forged', { email: 'forged@club.test', email_verified: true });
    const browser = newBrowser(site.t, site.identityProvider);
    const start = await visit(browser, '/api/auth/google');
    const callback = await site.identityProvider.signIn(String(start.headers.location), 'forged');
    callback.searchParams.set('state', 'a-state-of-another-sign-in');

    const done = await visit(browser, pathOf(callback));

    expect(done.headers.location).toBe('/sign-in-error?reason=expired');
    expect(await site.t.db.select().from(users)).toEqual([]);
  });

  it('refuses a callback when this browser started no sign-in', async () => {
    site.identityProvider.setAccount('no-start', {
      email: 'no-start@club.test',
      email_verified: true,
    });
    const start = await visit(newBrowser(site.t, site.identityProvider), '/api/auth/google');
    const callback = await site.identityProvider.signIn(String(start.headers.location), 'no-start');

    const done = await visit(newBrowser(site.t, site.identityProvider), pathOf(callback));

    expect(done.headers.location).toBe('/sign-in-error?reason=expired');
  });
});

describe('signing in with a provider that puts the claims in the ID token', () => {
  it('reads the email and names from the ID token', async () => {
    const googleLike = await startTestProvider({
      redirectUri: REDIRECT_URI,
      claimsInIdToken: true,
    });
    const app = await makeTestApp({
      environment: {
        PUBLIC_URL,
        OIDC_ISSUER: googleLike.issuer,
        OIDC_CLIENT_ID: googleLike.clientId,
        OIDC_CLIENT_SECRET: googleLike.clientSecret,
      },
    });
    try {
      googleLike.setAccount('g1', {
        email: 'g1@club.test',
        email_verified: true,
        given_name: 'Gee',
      });
      const start = await app.app.inject({ method: 'GET', url: '/api/auth/google' });
      const signInCookie = start.cookies.find((cookie) => cookie.name === 'sign-in');
      const callback = await googleLike.signIn(String(start.headers.location), 'g1');

      const done = await app.app.inject({
        method: 'GET',
        url: pathOf(callback),
        headers: { cookie: `sign-in=${signInCookie?.value}` },
      });

      expect(done.headers.location).toBe('/pending-approval');
      const [stored] = await app.db.select().from(users);
      expect(stored).toMatchObject({ email: 'g1@club.test', firstName: 'Gee' });
    } finally {
      await app.close();
      await googleLike.close();
    }
  });
});
