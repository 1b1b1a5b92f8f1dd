import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/site-schema';
import { makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { useTestSite } from '../../test/use-test-site';
import { recordChange } from '../audit/record-change';
import { makeCaptain } from './test-captain';

const site = useTestSite();

const exportLog = (adminId: string, query = '') =>
  requestAs(site.t, adminId, { method: 'GET', url: `/api/admin/audit-log.csv${query}` });

/** The file's lines, without the byte order mark. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('GET /api/admin/audit-log.csv', () => {
  it('answers every matching entry as a spreadsheet reads it, the record named', async () => {
    const admin = await makeCaptain(site.t.db);
    const avery = await makeUser(site.t.db, {
      firstName: 'Avery',
      lastName: 'Quinn',
      role: 'pending',
    });
    await recordChange(
      site.t.db,
      { id: admin.id, ip: '203.0.113.7' },
      {
        action: 'set-role',
        entity: 'user',
        entityId: avery.id,
        before: { role: 'pending', isActive: 0 },
        after: { role: 'member', isActive: 1 },
      },
    );
    await site.t.db.update(auditLog).set({ at: new Date('2026-03-02T10:00:00Z') });

    const response = await exportLog(admin.id);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(linesOf(response.body)).toEqual([
      'When,Who,Email,IP,Action,Kind of record,Record,Record id,Changed fields,Before,After',
      [
        '2026-03-02T10:00:00.000Z,Dana Whitfield,captain@club.test,203.0.113.7,set-role,User',
        `User Avery Quinn,${avery.id},"role, active"`,
        '"{""role"":""pending"",""isActive"":0}","{""role"":""member"",""isActive"":1}"',
      ].join(','),
    ]);
  });

  it('honours the filters, and every matching entry is in it, not one page', async () => {
    const admin = await makeCaptain(site.t.db);
    await site.t.db.insert(auditLog).values([
      ...Array.from({ length: 60 }, () => ({
        actorId: admin.id,
        action: 'update',
        entity: 'sponsor',
        at: new Date('2026-03-02T10:00:00Z'),
      })),
      { actorId: admin.id, action: 'update', entity: 'user', at: new Date('2026-03-02T11:00:00Z') },
      { actorId: null, action: 'update', entity: 'sponsor', at: new Date('2026-03-04T10:00:00Z') },
    ]);

    const sponsors = linesOf((await exportLog(admin.id, '?entity=sponsor')).body);
    const byAdmin = linesOf((await exportLog(admin.id, `?actor=${admin.id}`)).body);
    const lastDays = linesOf((await exportLog(admin.id, '?from=2026-03-03&to=2026-03-04')).body);

    expect(sponsors).toHaveLength(1 + 61);
    expect(sponsors.slice(1).every((line) => line.includes(',Sponsor,Sponsor,'))).toBe(true);
    expect(byAdmin).toHaveLength(1 + 61);
    expect(lastDays.slice(1)).toEqual([
      '2026-03-04T10:00:00.000Z,Command line,,,update,Sponsor,Sponsor,,,,',
    ]);
  });

  it('keeps a name that starts like a formula from running in a spreadsheet', async () => {
    const admin = await makeUser(site.t.db, {
      firstName: '=HYPERLINK("x")',
      lastName: 'Lee',
      role: 'admin',
      isActive: 1,
    });
    await recordChange(
      site.t.db,
      { id: admin.id, ip: null },
      { action: 'update', entity: 'sponsor' },
    );

    const [, line] = linesOf((await exportLog(admin.id)).body);

    expect(line?.split(',')[1]).toBe(`"'=HYPERLINK(""x"") Lee"`);
  });

  it.each([
    ['a first day that is not a date', '?from=2026-3-1', 'from must be a date (YYYY-MM-DD)'],
    ['a last day before the first', '?from=2026-03-02&to=2026-03-01', 'to must not be before from'],
    ['an actor that is not a user id', '?actor=dana', 'actor must be a user id'],
  ])('answers 400 to %s', async (_case, query, message) => {
    const admin = await makeCaptain(site.t.db);

    const response = await exportLog(admin.id, query);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [expect.any(Object)] });
  });

  it('takes the newest 10,000 entries at most, each once, read a batch at a time', async () => {
    const admin = await makeCaptain(site.t.db);
    // One moment for all, so that only the id orders them.
    await site.t.db.execute(
      sql`insert into audit_log (actor_id, action, entity, entity_id, at)
        select ${admin.id}, 'update', 'user', n::text, '2026-05-01T10:00:00Z'
        from generate_series(1, 10005) as n`,
    );

    const lines = linesOf((await exportLog(admin.id)).body);

    expect(lines).toHaveLength(1 + 10_000);
    const recordIds = lines.slice(1).map((line) => Number(line.split(',')[7]));
    expect(recordIds).toEqual(Array.from({ length: 10_000 }, (_, index) => 10_005 - index));
  });
});
