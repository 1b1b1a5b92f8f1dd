import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, contactSubmissions } from '../../db/schema/site-schema';
import { makeTeamMember, makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { useTestSite } from '../../test/use-test-site';
import { recordChange, recordVersion } from '../audit/record-change';
import { makeCaptain } from './test-captain';

const site = useTestSite();

const readLog = (adminId: string, query = '') =>
  requestAs(site.t, adminId, { method: 'GET', url: `/api/admin/audit-log${query}` });

const entryIds = (body: { entries: { id: number }[] }) => body.entries.map((entry) => entry.id);

/** Records a change made by someone at a given moment. */
async function entryAt(
  at: string,
  actorId: string | null,
  change: Parameters<typeof recordChange>[2],
) {
  await recordChange(site.t.db, { id: actorId, ip: '203.0.113.7' }, change);
  // The row just written is the one with the highest id.
  await site.t.db
    .update(auditLog)
    .set({ at: new Date(at) })
    .where(sql`${auditLog.id} = (select max(id) from audit_log)`);
}

describe('GET /api/admin/audit-log', () => {
  it('names each record as a person calls it, with the whole values and the IP', async () => {
    const admin = await makeCaptain(site.t.db);
    const avery = await makeUser(site.t.db, {
      firstName: 'Avery',
      lastName: 'Quinn',
      role: 'pending',
    });
    const priya = await makeTeamMember(site.t.db, { name: 'Priya Castellano' });
    const [submission] = await site.t.db
      .insert(contactSubmissions)
      .values({
        firstName: 'Sam',
        lastName: 'Rivera',
        email: 'sam@example.org',
        interestLevel: 'join',
        message: 'Hello',
      })
      .returning();
    const bio = `Runs sponsorship and ${'keeps the sponsors happy, '.repeat(10)}`.trim();
    const send = (method: 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      requestAs(site.t, admin.id, { method, url, payload });

    await send('PATCH', `/api/admin/users/${avery.id}/role`, { role: 'member', isActive: 1 });
    await send('PUT', `/api/team-members/${priya.id}`, { bio });
    await send('PUT', '/api/page-texts/home.badge', { text: 'Season two' });
    await send('PATCH', `/api/admin/contact-submissions/${submission?.id}`, { isProcessed: 1 });
    await send('DELETE', `/api/team-members/${priya.id}`);

    const response = await readLog(admin.id);

    expect(response.statusCode).toBe(200);
    const entries = response.json().entries;
    expect(entries.map((entry: { record: string }) => entry.record)).toEqual([
      'Team member Priya Castellano',
      'Contact submission from Sam Rivera',
      'Page text Home › hero badge',
      'Team member Priya Castellano',
      'User Avery Quinn',
    ]);
    expect(entries[3]).toMatchObject({
      action: 'update',
      entity: 'team-member',
      entityId: priya.id,
      actor: { id: admin.id, name: 'Dana Whitfield', email: 'captain@club.test' },
      ip: '127.0.0.1',
      before: { bio: 'Builds things.' },
      after: { bio },
    });
    expect(entries[4]).toMatchObject({
      before: { role: 'pending', isActive: 0 },
      after: { role: 'member', isActive: 1 },
    });
    expect(entries.every((entry: { ip: string | null }) => entry.ip === '127.0.0.1')).toBe(true);
  });

  it('names an entry lacking a name from the record’s later version, else by kind', async () => {
    const admin = await makeCaptain(site.t.db);
    const actor = { id: admin.id, ip: null };
    await recordChange(site.t.db, actor, {
      action: 'reorder',
      entity: 'sponsor',
      entityId: 's1',
      after: { order: ['s1'] },
    });
    await recordVersion(site.t.db, actor, {
      action: 'update',
      entity: 'sponsor',
      entityId: 's1',
      before: { id: 's1', name: 'Acme Tools', tier: 'bronze' },
      after: { id: 's1', name: 'Acme Tools', tier: 'gold' },
    });
    await recordChange(site.t.db, actor, { action: 'update', entity: 'vehicle', entityId: 'v9' });
    await recordChange(site.t.db, actor, {
      action: 'update',
      entity: 'club-settings',
      entityId: '1',
    });
    await recordChange(site.t.db, actor, {
      action: 'update',
      entity: 'page-text',
      entityId: 'old.key',
    });
    await recordChange(site.t.db, actor, {
      action: 'import',
      entity: 'user',
      after: { created: [] },
    });

    const records = (await readLog(admin.id))
      .json()
      .entries.map((entry: { record: string }) => entry.record);

    expect(records).toEqual([
      'User',
      'Page text',
      'Club settings',
      'Vehicle',
      'Sponsor Acme Tools',
      'Sponsor Acme Tools',
    ]);
  });

  it('filters by person, by kind of record and by days, the last day included', async () => {
    const admin = await makeCaptain(site.t.db);
    const other = await makeUser(site.t.db, { role: 'admin', isActive: 1 });
    await entryAt('2026-03-01T10:00:00Z', admin.id, { action: 'update', entity: 'sponsor' });
    await entryAt('2026-03-02T23:30:00Z', other.id, { action: 'update', entity: 'user' });
    await entryAt('2026-03-03T00:30:00Z', admin.id, { action: 'update', entity: 'user' });
    await entryAt('2026-03-05T10:00:00Z', admin.id, { action: 'update', entity: 'sponsor' });

    const ids = async (query: string) => entryIds((await readLog(admin.id, query)).json());

    expect(await ids(`?actor=${other.id}`)).toEqual([2]);
    expect(await ids('?entity=sponsor')).toEqual([4, 1]);
    expect(await ids(`?actor=${admin.id}&entity=user`)).toEqual([3]);
    expect(await ids('?from=2026-03-02&to=2026-03-02')).toEqual([2]);
    expect(await ids('?from=2026-03-03')).toEqual([4, 3]);
    expect(await ids('?to=2026-03-01')).toEqual([1]);
    // 23:30 UTC on the 2nd is already the 3rd in Berlin.
    expect(await ids('?from=2026-03-03&to=2026-03-03&timeZone=Europe/Berlin')).toEqual([3, 2]);
    // An unknown time zone reads the days in UTC.
    expect(await ids('?from=2026-03-03&to=2026-03-03&timeZone=Mars/Olympus')).toEqual([3]);
    const filtered = (await readLog(admin.id, '?entity=sponsor')).json();
    expect(filtered).toMatchObject({ total: 2, entities: ['sponsor', 'user'] });
    expect(filtered.actors).toHaveLength(2);
  });

  it('answers pages of 50 entries, newest first, with how many match in all', async () => {
    const admin = await makeCaptain(site.t.db);
    await site.t.db.insert(auditLog).values(
      Array.from({ length: 120 }, () => ({
        actorId: admin.id,
        action: 'update',
        entity: 'user',
      })),
    );

    const first = (await readLog(admin.id)).json();
    const third = (await readLog(admin.id, '?page=3')).json();
    const beyond = (await readLog(admin.id, '?page=4')).json();

    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 120 });
    expect(entryIds(first)).toEqual(Array.from({ length: 50 }, (_, n) => 120 - n));
    expect(entryIds(third)).toEqual(Array.from({ length: 20 }, (_, n) => 20 - n));
    expect(beyond).toMatchObject({ page: 4, total: 120, entries: [] });
  });

  it.each([
    ['a page of 0', '?page=0', 'page must be at least 1'],
    ['a page that is not a number', '?page=many', 'page must be a number'],
    ['a page past the end of any log', '?page=100001', 'page must be at most 100000'],
    ['an actor that is not a user id', '?actor=dana', 'actor must be a user id'],
    [
      'an entity with odd characters',
      "?entity=user'--",
      'entity must be a kind of record such as user',
    ],
    ['a first day that is not a date', '?from=yesterday', 'from must be a date (YYYY-MM-DD)'],
    ['a day that does not exist', '?to=2026-02-30', 'to must be a date (YYYY-MM-DD)'],
    ['an empty day', '?from=', 'from must be a date (YYYY-MM-DD)'],
    ['a day too far ahead', '?to=9999-12-31', 'to must be a day between the years 2000 and 2999'],
    [
      'a day too long ago',
      '?from=0050-01-01',
      'from must be a day between the years 2000 and 2999',
    ],
    [
      'two kinds of record',
      '?entity=user&entity=sponsor',
      'entity must be a kind of record such as user',
    ],
    ['a last day before the first', '?from=2026-03-02&to=2026-03-01', 'to must not be before from'],
    ['a time zone too long to be one', `?timeZone=${'x'.repeat(65)}`, 'timeZone is too long'],
  ])('answers 400 to %s', async (_case, query, message) => {
    const admin = await makeCaptain(site.t.db);

    const response = await readLog(admin.id, query);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [expect.any(Object)] });
  });
});
