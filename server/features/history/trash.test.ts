// The trash through the API, as an admin: a deleted entry comes back whole, under its own id and
// address; deleting for good and 30 days both take it out for good.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/site-schema';
import { makeNewsArticle, makeSponsor } from '../../test/factories';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['admin'] });

const trash = async () => {
  const response = await site.admin.send('GET', '/api/admin/trash');
  expect(response.statusCode).toBe(200);
  return response.json() as { kind: string; id: string; record: Record<string, unknown> }[];
};

const adminList = async (path: string) =>
  (await site.admin.send('GET', `/api/admin/content/${path}`)).json() as Record<string, unknown>[];

describe('the trash', () => {
  it('gives a deleted sponsor back with every field, and the public sees it again', async () => {
    const sponsor = await makeSponsor(site.t.db, {
      name: 'Acme Tubing',
      tier: 'gold',
      websiteUrl: 'https://acme.example',
      description: 'Frame tubing.',
      logoUrl: '/uploads/images/sponsor-aaaaaaaaaaaaaaaaaaaaaaaa.webp',
    });
    const [stored] = await adminList('sponsors');
    await site.admin.send('DELETE', `/api/sponsors/${sponsor.id}`);
    expect(await trash()).toMatchObject([
      { kind: 'sponsors', id: sponsor.id, record: { name: 'Acme Tubing' } },
    ]);

    const restored = await site.admin.send(
      'POST',
      `/api/admin/trash/sponsors/${sponsor.id}/restore`,
    );

    expect(restored.statusCode).toBe(204);
    expect(await adminList('sponsors')).toEqual([stored]);
    const visible = (await site.t.app.inject({ method: 'GET', url: '/api/sponsors' })).json();
    expect(visible.map((s: { id: string }) => s.id)).toEqual([sponsor.id]);
    expect(await trash()).toEqual([]);
    const again = await site.admin.send('POST', `/api/admin/trash/sponsors/${sponsor.id}/restore`);
    expect(again.statusCode).toBe(404);
  });

  it('gives an article back under a new address when another article took its own', async () => {
    const article = await makeNewsArticle(site.t.db, { title: 'Race day', slug: 'race-day' });
    await site.admin.send('DELETE', `/api/news/${article.id}`);
    await makeNewsArticle(site.t.db, { title: 'Race day', slug: 'race-day' });

    await site.admin.send('POST', `/api/admin/trash/news/${article.id}/restore`);

    const slugs = (await adminList('news')).map((row) => row.slug).sort();
    expect(slugs).toEqual(['race-day', 'race-day-2']);
  });

  it('deletes for good: the entry leaves the trash and cannot come back', async () => {
    const sponsor = await makeSponsor(site.t.db);
    await site.admin.send('DELETE', `/api/sponsors/${sponsor.id}`);

    const deleted = await site.admin.send('DELETE', `/api/admin/trash/sponsors/${sponsor.id}`);

    expect(deleted.statusCode).toBe(204);
    expect(await trash()).toEqual([]);
    const restore = await site.admin.send(
      'POST',
      `/api/admin/trash/sponsors/${sponsor.id}/restore`,
    );
    expect(restore.statusCode).toBe(404);
    expect(restore.json().message).toBe('This entry is not in the trash');
  });

  it('empties itself of what was deleted more than 30 days ago', async () => {
    const old = await makeSponsor(site.t.db);
    const recent = await makeSponsor(site.t.db);
    await site.admin.send('DELETE', `/api/sponsors/${old.id}`);
    await site.admin.send('DELETE', `/api/sponsors/${recent.id}`);
    await site.t.db
      .update(auditLog)
      .set({ at: sql`now() - interval '30 days 1 minute'` })
      .where(eq(auditLog.entityId, old.id));

    expect((await trash()).map((item) => item.id)).toEqual([recent.id]);
    const restore = await site.admin.send('POST', `/api/admin/trash/sponsors/${old.id}/restore`);
    expect(restore.statusCode).toBe(404);
  });

  it('answers 400 for an id or a kind it cannot hold, and 404 for an entry never deleted', async () => {
    const sponsor = await makeSponsor(site.t.db);
    expect((await site.admin.send('DELETE', '/api/admin/trash/sponsors/nope')).statusCode).toBe(
      400,
    );
    expect(
      (await site.admin.send('DELETE', `/api/admin/trash/users/${sponsor.id}`)).statusCode,
    ).toBe(400);
    expect(
      (await site.admin.send('DELETE', `/api/admin/trash/sponsors/${sponsor.id}`)).statusCode,
    ).toBe(404);
  });
});
