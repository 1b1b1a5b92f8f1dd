// The editor's lists of every entry, the flags that take entries off the public lists, and how
// field values are stored.
import { describe, expect, it } from 'vitest';
import {
  makeCompetition,
  makeNewsArticle,
  makeSponsor,
  makeTeamMember,
  makeUser,
} from '../../test/factories';
import { publicList } from '../../test/requests';
import { sessionCookie } from '../../test/sessions';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['admin'] });

const publicListOf = (path: string) => publicList(site.t, path);

describe('the admins’ lists', () => {
  it('show drafts, inactive entries and the contact fields that the public lists leave out', async () => {
    await makeTeamMember(site.t.db, { name: 'Away Member', isActive: 0, email: 'away@club.test' });
    await makeSponsor(site.t.db, { name: 'Former Sponsor', isActive: 0 });
    await makeNewsArticle(site.t.db, { title: 'Draft', isPublished: 0 });

    const team = (await site.admin.send('GET', '/api/admin/content/team-members')).json();
    const sponsors = (await site.admin.send('GET', '/api/admin/content/sponsors')).json();
    const news = (await site.admin.send('GET', '/api/admin/content/news')).json();

    expect(team).toEqual([
      expect.objectContaining({ name: 'Away Member', isActive: 0, email: 'away@club.test' }),
    ]);
    expect(sponsors).toEqual([expect.objectContaining({ name: 'Former Sponsor', isActive: 0 })]);
    expect(news).toEqual([expect.objectContaining({ title: 'Draft', isPublished: 0 })]);
    expect(await publicListOf('team-members')).toEqual([]);
    expect(await publicListOf('sponsors')).toEqual([]);
    expect(await publicListOf('news')).toEqual([]);
  });

  it('are closed to everyone but an active admin', async () => {
    const designer = await makeUser(site.t.db, { role: 'designer', isActive: 1 });
    const inactiveAdmin = await makeUser(site.t.db, { role: 'admin', isActive: 0 });

    const anonymous = await site.t.app.inject({ method: 'GET', url: '/api/admin/content/news' });
    const asDesigner = await site.t.app.inject({
      method: 'GET',
      url: '/api/admin/content/news',
      headers: { cookie: await sessionCookie(site.t, designer.id) },
    });
    const asInactiveAdmin = await site.t.app.inject({
      method: 'GET',
      url: '/api/admin/content/news',
      headers: { cookie: await sessionCookie(site.t, inactiveAdmin.id) },
    });

    expect(anonymous.statusCode).toBe(401);
    expect(asDesigner.statusCode).toBe(403);
    expect(asInactiveAdmin.statusCode).toBe(403);
  });
});

describe('publishing and hiding', () => {
  it('the publish toggle takes an article off the public list and puts it back', async () => {
    const article = await makeNewsArticle(site.t.db, { title: 'Toggled' });
    expect(await publicListOf('news')).toHaveLength(1);

    await site.admin.send('PUT', `/api/news/${article.id}`, { isPublished: 0 });
    expect(await publicListOf('news')).toEqual([]);

    await site.admin.send('PUT', `/api/news/${article.id}`, { isPublished: 1 });
    expect(await publicListOf('news')).toEqual([expect.objectContaining({ title: 'Toggled' })]);
  });

  it('an inactive team member leaves the landing page but stays in the editor', async () => {
    const member = await makeTeamMember(site.t.db);

    await site.admin.send('PUT', `/api/team-members/${member.id}`, { isActive: 0 });

    expect(await publicListOf('team-members')).toEqual([]);
    expect((await site.admin.send('GET', '/api/admin/content/team-members')).json()).toHaveLength(
      1,
    );
  });
});

describe('field values', () => {
  it('stores trimmed text and an emptied optional field as null', async () => {
    const member = await makeTeamMember(site.t.db);

    const renamed = await site.admin.send('PUT', `/api/team-members/${member.id}`, {
      name: '  Ada Park  ',
    });
    const cleared = await site.admin.send('PUT', `/api/team-members/${member.id}`, {
      linkedIn: '',
    });

    expect(renamed.json().name).toBe('Ada Park');
    expect(cleared.json().linkedIn).toBeNull();
  });

  it('clears a placing with null', async () => {
    const competition = await makeCompetition(site.t.db, { overallPlace: 12 });

    const response = await site.admin.send('PUT', `/api/competitions/${competition.id}`, {
      overallPlace: null,
    });

    expect(response.json().overallPlace).toBeNull();
  });

  it('takes an article of 20,000 characters, even with every one escaped in the JSON', async () => {
    const article = await makeNewsArticle(site.t.db);
    const content = '車'.repeat(20_000);
    // Some JSON writers escape all that is not ASCII: 6 bytes a character, 120 KB in all.
    const payload = JSON.stringify({ content }).replaceAll('車', '\\u8eca');

    const response = await site.t.app.inject({
      method: 'PUT',
      url: `/api/news/${article.id}`,
      headers: { cookie: site.admin.cookie, 'content-type': 'application/json' },
      payload,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().content).toBe(content);
  });

  it('lists a new team member after the others', async () => {
    await makeTeamMember(site.t.db, { name: 'Zed First', sortOrder: 1 });
    await makeTeamMember(site.t.db, { name: 'Yan Second', sortOrder: 2 });

    await site.admin.send('POST', '/api/team-members', {
      name: 'Abe Newest',
      role: 'Member',
      major: 'Physics',
      year: 'Freshman',
      bio: 'New here.',
    });

    const names = (await publicListOf('team-members')).map((member) => member.name);
    expect(names).toEqual(['Zed First', 'Yan Second', 'Abe Newest']);
  });
});
