import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/shared-state-schema';
import { makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { useTestSite } from '../../test/use-test-site';
import {
  endUserSessions,
  purgeExpiredSessions,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from './session-store';

const site = useTestSite();

const MINUTE = 60_000;

const readUser = (cookie?: string) =>
  site.t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

/** Rewrites the stored times of every session of the user, as if it had lived that long. */
async function age(userId: string, times: { createdAt: number; lastSeenAt: number }) {
  await site.t.db.execute(
    sql`update ${sessions} set sess = sess || ${JSON.stringify(times)}::jsonb
        where sess->>'userId' = ${userId}`,
  );
}

const storedSessions = () => site.t.db.select().from(sessions);

describe('sessions', () => {
  it('let a signed-in user read their account, and answer a visitor 401 Unauthorized', async () => {
    const user = await makeUser(site.t.db, { firstName: 'Robin' });

    const signedIn = await readUser(await sessionCookie(site.t, user.id));
    const visitor = await readUser();

    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: user.id, firstName: 'Robin', role: 'pending' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuse a tampered or made-up cookie', async () => {
    const user = await makeUser(site.t.db);
    const cookie = await sessionCookie(site.t, user.id);
    const last = cookie.at(-1) === 'A' ? 'B' : 'A';

    for (const forged of [
      `${cookie.slice(0, -1)}${last}`,
      `${cookie}x`,
      'sid=not-a-token',
      `sid=${'A'.repeat(43)}`,
    ]) {
      expect((await readUser(forged)).statusCode, forged).toBe(401);
    }
  });

  it('keep a key derived from the token, never the token itself', async () => {
    const user = await makeUser(site.t.db);
    const token = (await sessionCookie(site.t, user.id)).split('=')[1] ?? '';

    const [stored] = await storedSessions();

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored?.sid).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('end on the server at logout: the cookie is cleared and no longer works', async () => {
    const user = await makeUser(site.t.db);
    const cookie = await sessionCookie(site.t, user.id);

    const logout = await site.t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });

    expect(logout.statusCode).toBe(204);
    expect(logout.headers['set-cookie']).toEqual([
      expect.stringMatching(/^sid=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^signed-in=; Max-Age=0; Path=\/; SameSite=Lax$/),
    ]);
    expect(await storedSessions()).toEqual([]);
    expect((await readUser(cookie)).statusCode).toBe(401);
  });

  it('clear the cookies of a session that is over, so the browser stops asking', async () => {
    const user = await makeUser(site.t.db);
    const cookie = await sessionCookie(site.t, user.id);
    await site.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });

    const stale = await readUser(`${cookie}; signed-in=1`);
    const hintOnly = await readUser('signed-in=1');
    const visitor = await readUser();

    expect(stale.statusCode).toBe(401);
    expect(stale.headers['set-cookie']).toEqual([
      expect.stringMatching(/^sid=; Max-Age=0;/),
      expect.stringMatching(/^signed-in=; Max-Age=0;/),
    ]);
    expect(hintOnly.headers['set-cookie']).toHaveLength(2);
    expect(visitor.headers['set-cookie']).toBeUndefined();
  });

  it('answer a logout without a session with 204 too', async () => {
    const logout = await site.t.app.inject({ method: 'POST', url: '/api/auth/logout' });

    expect(logout.statusCode).toBe(204);
  });

  it('refuse a logout posted from another site', async () => {
    const user = await makeUser(site.t.db);
    const cookie = await sessionCookie(site.t, user.id);

    const logout = await site.t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });

    expect(logout.statusCode).toBe(403);
    expect((await readUser(cookie)).statusCode).toBe(200);
  });

  it('end after 7 days without use', async () => {
    const now = Date.now();
    const user = await makeUser(site.t.db);
    const cookie = await sessionCookie(site.t, user.id);

    await age(user.id, {
      createdAt: now - 10 * MINUTE * 60 * 24,
      lastSeenAt: now - SESSION_IDLE_TIMEOUT_MS + MINUTE,
    });
    expect((await readUser(cookie)).statusCode).toBe(200);

    await age(user.id, {
      createdAt: now - 10 * MINUTE * 60 * 24,
      lastSeenAt: now - SESSION_IDLE_TIMEOUT_MS - MINUTE,
    });
    expect((await readUser(cookie)).statusCode).toBe(401);
    expect(await storedSessions()).toEqual([]);
  });

  it('count use as activity: a session used now lives another 7 days', async () => {
    const now = Date.now();
    const user = await makeUser(site.t.db);
    const cookie = await sessionCookie(site.t, user.id);
    await age(user.id, {
      createdAt: now - 2 * SESSION_IDLE_TIMEOUT_MS,
      lastSeenAt: now - SESSION_IDLE_TIMEOUT_MS + MINUTE,
    });

    await readUser(cookie);

    const [stored] = await storedSessions();
    expect(stored?.expire.getTime()).toBeGreaterThan(now + SESSION_IDLE_TIMEOUT_MS - MINUTE);
  });

  it('end 30 days after sign-in, even when used every day', async () => {
    const now = Date.now();
    const user = await makeUser(site.t.db);
    const cookie = await sessionCookie(site.t, user.id);

    await age(user.id, {
      createdAt: now - SESSION_ABSOLUTE_LIFETIME_MS - MINUTE,
      lastSeenAt: now - MINUTE,
    });

    expect((await readUser(cookie)).statusCode).toBe(401);
  });

  it('of a deactivated user all end, and no one else’s', async () => {
    const leaving = await makeUser(site.t.db, { role: 'member', isActive: 1 });
    const staying = await makeUser(site.t.db, { role: 'member', isActive: 1 });
    const laptop = await sessionCookie(site.t, leaving.id);
    const phone = await sessionCookie(site.t, leaving.id);
    const other = await sessionCookie(site.t, staying.id);

    expect(await endUserSessions(site.t.db, leaving.id)).toBe(2);

    expect((await readUser(laptop)).statusCode).toBe(401);
    expect((await readUser(phone)).statusCode).toBe(401);
    expect((await readUser(other)).statusCode).toBe(200);
  });

  it('whose time is over are purged, with unfinished sign-ins; live ones stay', async () => {
    const now = Date.now();
    const ended = await makeUser(site.t.db);
    const live = await makeUser(site.t.db);
    await sessionCookie(site.t, ended.id);
    await sessionCookie(site.t, live.id);
    await site.t.db.execute(sql`update ${sessions} set expire = ${new Date(now - MINUTE).toISOString()}
      where sess->>'userId' = ${ended.id}`);
    await site.t.app.deps.sessions.saveSignInFlow(
      { state: 's', nonce: 'n', codeVerifier: 'v', returnTo: '/members' },
      now - 11 * MINUTE,
    );

    expect(await purgeExpiredSessions(site.t.db, now)).toBe(2);

    const remaining = await storedSessions();
    expect(remaining.map((row) => (row.sess as { userId?: string }).userId)).toEqual([live.id]);
  });
});
