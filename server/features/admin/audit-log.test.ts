import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';
import { recordChange } from '../audit/record-change';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
beforeEach(() => resetTestApp(t));
afterAll(() => t.close());

const readLog = (adminId: string, query = '') =>
  requestAs(t, adminId, { method: 'GET', url: `/api/admin/audit-log${query}` });

async function entryAt(
  at: string,
  actorId: string | null,
  change: Parameters<typeof recordChange>[2],
) {
  await recordChange(t.db, { id: actorId, ip: null }, change);
  // The row just written is the one with the highest id.
  await t.db
    .update(auditLog)
    .set({ at: new Date(at) })
    .where(sql`${auditLog.id} = (select max(id) from audit_log)`);
}

describe('GET /api/admin/audit-log', () => {
  it('answers the latest entries first, with who made them', async () => {
    const admin = await makeUser(t.db, {
      email: 'captain@club.test',
      firstName: 'Dana',
      lastName: 'Whitfield',
      role: 'admin',
      isActive: 1,
    });
    await entryAt('2026-03-01T10:00:00Z', null, {
      action: 'set-role',
      entity: 'user',
      entityId: admin.id,
      after: { role: 'admin', isActive: 1 },
    });
    await entryAt('2026-03-02T10:00:00Z', admin.id, {
      action: 'update',
      entity: 'news-article',
      entityId: 'n1',
      before: { title: 'Old' },
      after: { title: 'New' },
    });

    const response = await readLog(admin.id);

    expect(response.statusCode).toBe(200);
    const actor = { id: admin.id, name: 'Dana Whitfield', email: 'captain@club.test' };
    expect(response.json()).toEqual({
      entries: [
        {
          id: 2,
          at: '2026-03-02T10:00:00.000Z',
          actor,
          action: 'update',
          entity: 'news-article',
          entityId: 'n1',
          subject: null,
          before: { title: 'Old' },
          after: { title: 'New' },
        },
        expect.objectContaining({
          id: 1,
          actor: null,
          action: 'set-role',
          subject: 'Dana Whitfield',
          before: null,
        }),
      ],
      actors: [actor],
      entities: ['news-article', 'user'],
    });
  });

  it('filters by actor and by entity, and limits the count', async () => {
    const admin = await makeUser(t.db, { role: 'admin', isActive: 1 });
    const other = await makeUser(t.db, { role: 'admin', isActive: 1 });
    for (const [actorId, entity] of [
      [admin.id, 'user'],
      [other.id, 'user'],
      [admin.id, 'sponsor'],
      [admin.id, 'user'],
    ] as const) {
      await recordChange(t.db, { id: actorId, ip: null }, { action: 'update', entity });
    }

    const byActor = (await readLog(admin.id, `?actor=${other.id}`)).json();
    const byEntity = (await readLog(admin.id, '?entity=sponsor')).json();
    const both = (await readLog(admin.id, `?actor=${admin.id}&entity=user`)).json();
    const limited = (await readLog(admin.id, '?limit=2')).json();

    expect(byActor.entries.map((entry: { id: number }) => entry.id)).toEqual([2]);
    expect(byEntity.entries.map((entry: { id: number }) => entry.id)).toEqual([3]);
    expect(both.entries.map((entry: { id: number }) => entry.id)).toEqual([4, 1]);
    expect(limited.entries.map((entry: { id: number }) => entry.id)).toEqual([4, 3]);
    expect(limited.actors).toHaveLength(2);
  });

  it('answers 50 entries unless asked for another number up to 200', async () => {
    const admin = await makeUser(t.db, { role: 'admin', isActive: 1 });
    await t.db.insert(auditLog).values(
      Array.from({ length: 210 }, () => ({
        actorId: admin.id,
        action: 'update',
        entity: 'user',
      })),
    );

    expect((await readLog(admin.id)).json().entries).toHaveLength(50);
    expect((await readLog(admin.id, '?limit=200')).json().entries).toHaveLength(200);
  });

  it.each([
    ['a limit over 200', '?limit=201', 'limit must be at most 200'],
    ['a limit of 0', '?limit=0', 'limit must be at least 1'],
    ['a limit that is not a number', '?limit=many', 'limit must be a number'],
    ['an actor that is not a user id', '?actor=dana', 'actor must be a user id'],
    [
      'an entity with odd characters',
      "?entity=user'--",
      'entity must be a kind of record such as user',
    ],
  ])('answers 400 to %s', async (_case, query, message) => {
    const admin = await makeUser(t.db, { role: 'admin', isActive: 1 });

    const response = await readLog(admin.id, query);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [expect.any(Object)] });
  });
});
