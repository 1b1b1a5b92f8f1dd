// Rate limits counted in the database: one limit for the club, whatever the number of instances.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema/shared-state-schema';
import { joiningVisitorsMessage } from '../../test/interest-form';
import type { TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';
import { databaseRateLimitStore } from './rate-limit-store';

const site = useTestSite({ secondInstance: true });

const postContact = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: joiningVisitorsMessage,
    remoteAddress: '192.0.2.10',
  });

const startSignIn = (t: TestApp) =>
  t.app.inject({ method: 'GET', url: '/api/auth/google', remoteAddress: '192.0.2.20' });

describe('rate limits of several instances on one database', () => {
  it('accept 20 contact messages from one address across both instances, then refuse on either', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) {
      statuses.push(
        (await postContact(site.t)).statusCode,
        (await postContact(site.second)).statusCode,
      );
    }

    expect(statuses).toEqual(Array(20).fill(201));
    expect((await postContact(site.t)).statusCode).toBe(429);
    expect((await postContact(site.second)).statusCode).toBe(429);
  });

  it('start 30 sign-ins a minute from one address across both instances, then refuse', async () => {
    for (let n = 0; n < 15; n++) {
      expect((await startSignIn(site.t)).statusCode).toBe(302);
      expect((await startSignIn(site.second)).statusCode).toBe(302);
    }

    expect((await startSignIn(site.second)).statusCode).toBe(429);
  });
});

describe('the database rate-limit store', () => {
  const MINUTE = 60_000;
  const storeFor = (url: string) => {
    const Store = databaseRateLimitStore(site.t.db);
    return new Store({}).child({ routeInfo: { method: 'POST', url } } as never);
  };
  const count = (store: ReturnType<typeof storeFor>, key: string, timeWindow = MINUTE) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        key,
        (error, result) => (error || !result ? reject(error) : resolve(result)),
        timeWindow,
        20,
      ),
    );

  it('counts the requests of a key within its window and tells how long the window has left', async () => {
    const store = storeFor('/api/contact');

    const counted = [await count(store, 'a'), await count(store, 'a'), await count(store, 'a')];

    expect(counted.map((result) => result.current)).toEqual([1, 2, 3]);
    for (const { ttl } of counted) {
      expect(ttl).toBeGreaterThan(MINUTE - 5000);
      expect(ttl).toBeLessThanOrEqual(MINUTE);
    }
  });

  it('counts routes and keys apart', async () => {
    const contact = storeFor('/api/contact');
    const signIn = storeFor('/api/auth/google');

    await count(contact, 'a');
    await count(contact, 'a');

    expect((await count(signIn, 'a')).current).toBe(1);
    expect((await count(contact, 'b')).current).toBe(1);
  });

  it('starts a new window once the last one has ended by the database clock', async () => {
    const store = storeFor('/api/contact');
    await count(store, 'a');
    await count(store, 'a');
    await site.t.db.update(rateLimitCounters).set({ resetsAt: sql`now() - interval '1 second'` });

    const afterTheWindow = await count(store, 'a', 10_000);

    expect(afterTheWindow.current).toBe(1);
    expect(afterTheWindow.ttl).toBeGreaterThan(5000);
    expect(afterTheWindow.ttl).toBeLessThanOrEqual(10_000);
  });

  it('deletes windows that have ended, at most once a minute', async () => {
    const ended = (key: string) =>
      site.t.db
        .insert(rateLimitCounters)
        .values({ key, hits: 3, resetsAt: sql`now() - interval '1 second'` });
    const stored = async (key: string) =>
      (await site.t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))
        .length;
    const store = storeFor('/api/contact');
    await ended('old');

    await count(store, 'a');
    await ended('older');
    await count(store, 'a');

    expect(await stored('old')).toBe(0);
    expect(await stored('older')).toBe(1);
  });
});
