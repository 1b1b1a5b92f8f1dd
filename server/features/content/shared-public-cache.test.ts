// Two instances of the site on one database: an edit through one is served by the other within a
// second, although the other had the old list cached.
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { pageTexts } from '../../db/schema/site-schema';
import { signInAdmin } from '../../test/admin-requests';
import { makeTeamMember } from '../../test/factories';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';
import { PUBLIC_CACHE_CHANNEL } from './shared-public-cache';

const site = useTestSite({ secondInstance: true });

const read = async (t: TestApp, url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The names the second instance shows on the team page. */
const secondTeam = async () =>
  ((await read(site.second, '/api/team-members')) as { name: string }[]).map(
    (member) => member.name,
  );

const withinASecond = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 1000, interval: 20 });

describe('the public cache of several instances on one database', () => {
  it('serves a page text edited through one instance from the other within a second', async () => {
    const admin = await signInAdmin(site.t);
    expect(await read(site.second, '/api/page-texts')).toEqual({});

    const saved = await admin.send('PUT', '/api/page-texts/about.intro', { text: 'Build a car.' });

    expect(saved.statusCode).toBe(200);
    await withinASecond(async () => {
      expect(await read(site.second, '/api/page-texts')).toEqual({
        'about.intro': 'Build a car.',
      });
    });
  });

  it('serves a team member renamed through one instance from the other within a second', async () => {
    const admin = await signInAdmin(site.t);
    const member = await makeTeamMember(site.t.db, { name: 'Ada Lovelace' });
    expect(await secondTeam()).toEqual(['Ada Lovelace']);

    const renamed = await admin.send('PUT', `/api/team-members/${member.id}`, {
      name: 'Ada King',
    });

    expect(renamed.statusCode).toBe(200);
    await withinASecond(async () => expect(await secondTeam()).toEqual(['Ada King']));
  });

  it('forgets everything it cached on a message it cannot read', async () => {
    expect(await read(site.second, '/api/page-texts')).toEqual({});
    await site.t.db.insert(pageTexts).values({ key: 'about.intro', text: 'Written directly.' });
    expect(await read(site.second, '/api/page-texts')).toEqual({});

    await site.t.database.notify(PUBLIC_CACHE_CHANNEL, 'every-list');

    await withinASecond(async () => {
      expect(await read(site.second, '/api/page-texts')).toEqual({
        'about.intro': 'Written directly.',
      });
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_TARGET === 'postgres')('listening on PostgreSQL', () => {
  const listeningConnections = () =>
    site.t.db
      .select({ pid: sql<number>`pid` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and query ilike 'listen %'`);

  it('listens again after its connection is lost, forgetting what it may have missed', async () => {
    expect(await read(site.second, '/api/page-texts')).toEqual({});
    await site.t.db.insert(pageTexts).values({ key: 'about.intro', text: 'Missed.' });
    expect(await listeningConnections()).toHaveLength(2);

    await site.t.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`);

    await vi.waitFor(
      async () =>
        expect(await read(site.second, '/api/page-texts')).toEqual({
          'about.intro': 'Missed.',
        }),
      { timeout: 5000, interval: 50 },
    );
    const admin = await signInAdmin(site.t);
    await admin.send('PUT', '/api/page-texts/about.intro', { text: 'Heard again.' });
    await withinASecond(async () => {
      expect(await read(site.second, '/api/page-texts')).toEqual({
        'about.intro': 'Heard again.',
      });
    });
  });

  it('closes its listening connection when the app closes', async () => {
    const third = await makeTestApp({ sameDatabaseAs: site.t });
    await vi.waitFor(async () => expect(await listeningConnections()).toHaveLength(3));

    await third.close();

    await vi.waitFor(async () => expect(await listeningConnections()).toHaveLength(2));
  });
});
