import { describe, expect, it } from 'vitest';
import { pageTextDefaults } from '../../../common/club/page-texts';
import { auditLog, pageTexts } from '../../db/schema/site-schema';
import { makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

async function asRole(role: 'admin' | 'designer') {
  const user = await makeUser(site.t.db, { role, isActive: 1 });
  return { id: user.id, cookie: await sessionCookie(site.t, user.id) };
}

const readTexts = async () =>
  (await site.t.app.inject({ method: 'GET', url: '/api/page-texts' })).json();

describe('page texts', () => {
  it('start with none rewritten, so every page shows its built-in text', async () => {
    expect(await readTexts()).toEqual({});
  });

  it('let an admin rewrite a text that every visitor then reads, with an audit row', async () => {
    const admin = await asRole('admin');
    await readTexts();

    const saved = await site.t.app.inject({
      method: 'PUT',
      url: '/api/page-texts/about.intro',
      headers: { cookie: admin.cookie },
      payload: { text: '  Build a car with us.  ' },
    });

    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ 'about.intro': 'Build a car with us.' });
    expect(await readTexts()).toEqual({ 'about.intro': 'Build a car with us.' });
    const [audit] = await site.t.db.select().from(auditLog);
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'update',
      entity: 'page-text',
      entityId: 'about.intro',
      before: { text: pageTextDefaults['about.intro'].text },
      after: { text: 'Build a car with us.' },
      version: { text: 'Build a car with us.' },
      ip: expect.any(String),
    });
  });

  it('reset a text to its built-in one', async () => {
    const admin = await asRole('admin');
    await site.t.db.insert(pageTexts).values({ key: 'news.heading', text: 'Club news' });

    const reset = await site.t.app.inject({
      method: 'DELETE',
      url: '/api/page-texts/news.heading',
      headers: { cookie: admin.cookie },
    });

    expect(reset.statusCode).toBe(200);
    expect(await readTexts()).toEqual({});
    expect(await site.t.db.select().from(auditLog)).toHaveLength(1);
  });

  it('refuse unknown keys, empty and overlong texts, and anyone but an admin, changing nothing', async () => {
    const admin = await asRole('admin');
    const designer = await asRole('designer');
    const put = (url: string, cookie: string, payload: unknown) =>
      site.t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: payload as object });

    const unknown = await put('/api/page-texts/home.secret', admin.cookie, { text: 'x' });
    const empty = await put('/api/page-texts/about.intro', admin.cookie, { text: '   ' });
    const long = await put('/api/page-texts/about.intro', admin.cookie, { text: 'x'.repeat(2001) });
    const notText = await put('/api/page-texts/about.intro', admin.cookie, { text: 42 });
    const byDesigner = await put('/api/page-texts/about.intro', designer.cookie, { text: 'Hi' });

    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/No page text has this name/);
    expect([empty.statusCode, long.statusCode, notText.statusCode]).toEqual([400, 400, 400]);
    expect(long.json().message).toMatch(/At most 2000 characters/);
    expect(byDesigner.statusCode).toBe(403);
    expect(await site.t.db.select().from(pageTexts)).toEqual([]);
    expect(await site.t.db.select().from(auditLog)).toEqual([]);
  });
});
