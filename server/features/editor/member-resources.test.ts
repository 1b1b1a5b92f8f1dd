// The members area's links as an editor entity: admins create, change, reorder and delete them,
// members see each change in their resources at once, and nothing else may write them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, memberResources } from '../../db/schema/site-schema';
import { makeMemberResource, makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['admin'] });

/** The titles an active member sees, in their order. */
async function memberSees() {
  const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });
  const response = await site.t.app.inject({
    method: 'GET',
    url: '/api/members/resources',
    headers: { cookie: await sessionCookie(site.t, member.id) },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().resources as { title: string }[]).map((resource) => resource.title);
}

const auditActions = async (entityId: string) =>
  (await site.t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).map(
    (row) => `${row.action} ${row.entity}`,
  );

const teamChat = {
  title: 'Team chat',
  description: 'Where the team talks between meetings.',
  url: 'https://chat.example.org/invite/club',
  type: 'channel',
};

describe('the members area links in the editor', () => {
  it('are created last, changed, moved and deleted, and members see each change', async () => {
    await makeMemberResource(site.t.db, { title: 'Team Drive', sortOrder: 1 });

    const created = await site.admin.send('POST', '/api/members/resources', teamChat);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ ...teamChat, sortOrder: 2 });
    expect(await memberSees()).toEqual(['Team Drive', 'Team chat']);

    const renamed = await site.admin.send('PUT', `/api/members/resources/${id}`, {
      title: 'Team chat (Slack)',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe('Team chat (Slack)');

    const moved = await site.admin.send('POST', `/api/members/resources/${id}/move`, {
      direction: 'up',
    });
    expect(moved.statusCode).toBe(200);
    expect(await memberSees()).toEqual(['Team chat (Slack)', 'Team Drive']);
    const listed = await site.admin.send('GET', '/api/admin/content/member-resources');
    expect(listed.json().map((row: { title: string }) => row.title)).toEqual([
      'Team chat (Slack)',
      'Team Drive',
    ]);

    const deleted = await site.admin.send('DELETE', `/api/members/resources/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await memberSees()).toEqual(['Team Drive']);
    expect(await auditActions(id)).toEqual([
      'create member-resource',
      'update member-resource',
      'reorder member-resource',
      'delete member-resource',
    ]);
  });

  it('refuse a link that is not https, an empty title and an unknown type, changing nothing', async () => {
    const existing = await makeMemberResource(site.t.db, { title: 'Team Drive' });
    const refusals = [
      ['POST', '/api/members/resources', { ...teamChat, url: 'javascript:alert(1)' }],
      ['POST', '/api/members/resources', { ...teamChat, url: 'http://chat.example.org' }],
      ['POST', '/api/members/resources', { ...teamChat, title: '  ' }],
      ['POST', '/api/members/resources', { ...teamChat, type: 'forum' }],
      ['PUT', `/api/members/resources/${existing.id}`, { url: 'javascript:alert(1)' }],
      ['PUT', `/api/members/resources/${existing.id}`, { url: 'http://drive.example.org' }],
      ['PUT', `/api/members/resources/${existing.id}`, { title: '' }],
      ['PUT', `/api/members/resources/${existing.id}`, { type: 'forum' }],
    ] as const;

    const answers = [];
    for (const [method, url, body] of refusals) {
      const response = await site.admin.send(method, url, body);
      answers.push([response.statusCode, response.json().message]);
    }

    expect(answers).toEqual([
      [400, 'URL must be an https:// address'],
      [400, 'URL must be an https:// address'],
      [400, 'Title is required'],
      [400, 'Type must be team channel, tool, document or link'],
      [400, 'URL must be an https:// address'],
      [400, 'URL must be an https:// address'],
      [400, 'Title is required'],
      [400, 'Type must be team channel, tool, document or link'],
    ]);
    expect(await site.t.db.select().from(memberResources)).toEqual([existing]);
    expect(await site.t.db.select().from(auditLog)).toEqual([]);
  });

  it('cannot be written by a member', async () => {
    const existing = await makeMemberResource(site.t.db, { title: 'Team Drive' });
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });
    const cookie = await sessionCookie(site.t, member.id);
    const writes = [
      ['POST', '/api/members/resources', teamChat],
      ['PUT', `/api/members/resources/${existing.id}`, { title: 'Mine now' }],
      ['POST', `/api/members/resources/${existing.id}/move`, { direction: 'down' }],
      ['DELETE', `/api/members/resources/${existing.id}`, undefined],
      ['GET', '/api/admin/content/member-resources', undefined],
    ] as const;

    for (const [method, url, payload] of writes) {
      const response = await site.t.app.inject({ method, url, headers: { cookie }, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await site.t.db.select().from(memberResources)).toEqual([existing]);
  });
});
