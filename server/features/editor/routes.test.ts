// Create, change one field, delete and the one-field rule, for each of the five kinds of entry,
// through the API as an admin: audit rows, 404s, and the public list right after each write.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema/site-schema';
import {
  makeCompetition,
  makeNewsArticle,
  makeSponsor,
  makeTeamMember,
  makeVehicle,
} from '../../test/factories';
import { publicList } from '../../test/requests';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['admin'] });

const publicListOf = (path: string) => publicList(site.t, path);

const auditRows = (entity: string, entityId: string) =>
  site.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

interface EntityCase {
  path: string;
  audit: string;
  label: string;
  make: (db: Database) => Promise<{ id: string }>;
  /** A valid body for POST, and a field of it to find the new entry by. */
  create: Record<string, unknown>;
  shownBy: string;
  change: Record<string, unknown>;
}

const entityCases: EntityCase[] = [
  {
    path: 'team-members',
    audit: 'team-member',
    label: 'Team member',
    make: (db) => makeTeamMember(db),
    create: {
      name: 'Noor Idris',
      role: 'Designer',
      major: 'Aerospace Engineering',
      year: 'Sophomore',
      bio: 'Brakes and pedal box.',
      email: 'noor@club.test',
      linkedIn: '',
      imageUrl: '',
    },
    shownBy: 'name',
    change: { name: 'Renamed Member' },
  },
  {
    path: 'competitions',
    audit: 'competition',
    label: 'Competition',
    make: (db) => makeCompetition(db),
    create: {
      eventName: 'Autumn Dirt Classic',
      location: 'Boone, North Carolina',
      date: '2026-10-03',
      year: 2026,
      overallPlace: 12,
      designPlace: null,
      notes: '',
    },
    shownBy: 'eventName',
    change: { overallPlace: 7 },
  },
  {
    path: 'vehicles',
    audit: 'vehicle',
    label: 'Vehicle',
    make: (db) => makeVehicle(db),
    create: {
      name: 'NR-27',
      year: 2027,
      description: 'The third car.',
      engine: '10 HP',
      weight: '390 lb',
      suspension: 'Double wishbone',
      topSpeed: '35 mph',
    },
    shownBy: 'name',
    change: { topSpeed: '36 mph' },
  },
  {
    path: 'sponsors',
    audit: 'sponsor',
    label: 'Sponsor',
    make: (db) => makeSponsor(db),
    create: { name: 'Ridgeway Bearings', tier: 'silver', websiteUrl: 'https://ridgeway.example' },
    shownBy: 'name',
    change: { tier: 'gold' },
  },
  {
    path: 'news',
    audit: 'news-article',
    label: 'News article',
    make: (db) => makeNewsArticle(db),
    create: {
      title: 'Shop open house',
      excerpt: 'Come see the car.',
      content: 'All welcome.\n\nBring a friend.',
      date: '2026-12-01',
      author: 'Jordan Vale',
    },
    shownBy: 'title',
    change: { title: 'A sharper headline' },
  },
];

describe.each(entityCases)('the editor API for $path', (c) => {
  it('creates an entry that the public list shows at once, with an audit row', async () => {
    expect(await publicListOf(c.path)).toEqual([]);

    const response = await site.admin.send('POST', `/api/${c.path}`, c.create);

    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ id: expect.any(String), [c.shownBy]: c.create[c.shownBy] });
    const shown = await publicListOf(c.path);
    expect(shown.map((entry) => entry[c.shownBy])).toEqual([c.create[c.shownBy]]);
    const [audit, ...more] = await auditRows(c.audit, created.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ action: 'create', actorId: site.admin.user.id, before: null });
    expect(audit?.after).toMatchObject({ id: created.id, [c.shownBy]: c.create[c.shownBy] });
  });

  it('changes one field, and a public read right after shows it', async () => {
    const entry = await c.make(site.t.db);
    const [field, value] = Object.entries(c.change)[0] ?? [];
    if (!field) throw new Error('no change');
    const cached = await publicListOf(c.path);
    expect(cached[0]?.[field]).not.toEqual(value);

    const response = await site.admin.send('PUT', `/api/${c.path}/${entry.id}`, c.change);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: entry.id, ...c.change });
    expect((await publicListOf(c.path))[0]?.[field]).toEqual(value);
    const [audit] = await auditRows(c.audit, entry.id);
    expect(audit).toMatchObject({
      action: 'update',
      actorId: site.admin.user.id,
      before: { [field]: cached[0]?.[field] },
      after: c.change,
    });
  });

  it('deletes an entry, keeping what it held in the audit log', async () => {
    const entry = await c.make(site.t.db);
    expect(await publicListOf(c.path)).toHaveLength(1);

    const response = await site.admin.send('DELETE', `/api/${c.path}/${entry.id}`);

    expect(response.statusCode).toBe(204);
    expect(await publicListOf(c.path)).toEqual([]);
    const [audit] = await auditRows(c.audit, entry.id);
    expect(audit).toMatchObject({ action: 'delete', actorId: site.admin.user.id, after: null });
    expect(audit?.before).toMatchObject({ id: entry.id });
    const again = await site.admin.send('DELETE', `/api/${c.path}/${entry.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: `${c.label} not found` });
  });

  it('answers 404 for an unknown id, and writes nothing', async () => {
    const unknown = '3f1c2a4e-9b7d-4c1e-8a2f-5d6e7f8a9b0c';

    const put = await site.admin.send('PUT', `/api/${c.path}/${unknown}`, c.change);

    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: `${c.label} not found` });
    expect(await site.t.db.select().from(auditLog)).toEqual([]);
  });

  it('refuses a malformed id', async () => {
    const response = await site.admin.send('PUT', `/api/${c.path}/not-an-id`, c.change);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'id', message: 'Not a valid id' }]);
  });

  it('refuses a body of zero fields, several fields or an unknown field', async () => {
    const entry = await c.make(site.t.db);
    const before = await site.admin.send('GET', `/api/admin/content/${c.path}`);
    const [field = ''] = Object.keys(c.change);

    for (const body of [
      {},
      { ...c.change, [c.shownBy === field ? 'id' : c.shownBy]: 'x' },
      { ...c.change, createdAt: '2020-01-01' },
      { nickname: 'x' },
      [c.change],
    ]) {
      const response = await site.admin.send('PUT', `/api/${c.path}/${entry.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/^(Send exactly one field|Unknown field|Send the)/);
    }

    const after = await site.admin.send('GET', `/api/admin/content/${c.path}`);
    expect(after.json()).toEqual(before.json());
    expect(await site.t.db.select().from(auditLog)).toEqual([]);
  });

  it('refuses a create with a missing required field, and writes nothing', async () => {
    const { [c.shownBy]: _missing, ...incomplete } = c.create;

    const response = await site.admin.send('POST', `/api/${c.path}`, incomplete);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: c.shownBy, message: expect.any(String) }),
    ]);
    expect((await site.admin.send('GET', `/api/admin/content/${c.path}`)).json()).toEqual([]);
    expect(await site.t.db.select().from(auditLog)).toEqual([]);
  });
});
