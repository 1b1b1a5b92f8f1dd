import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/site-schema';
import { makeSponsor, makeTeamMember, makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['admin'] });

const publicNames = async () =>
  (await site.t.app.inject({ method: 'GET', url: '/api/team-members' }))
    .json()
    .map((member: { name: string }) => member.name);

async function makeTeam() {
  const ada = await makeTeamMember(site.t.db, { name: 'Ada', sortOrder: 1 });
  const ben = await makeTeamMember(site.t.db, { name: 'Ben', sortOrder: 2 });
  const cy = await makeTeamMember(site.t.db, { name: 'Cy', sortOrder: 2 });
  return { ada, ben, cy };
}

describe('POST /api/team-members/{id}/move', () => {
  it('moves a member one place, and / shows the new order at once', async () => {
    const { ada, ben, cy } = await makeTeam();
    expect(await publicNames()).toEqual(['Ada', 'Ben', 'Cy']);

    const response = await site.admin.send('POST', `/api/team-members/${cy.id}/move`, {
      direction: 'up',
    });

    expect(response.statusCode).toBe(200);
    expect(
      response.json().map((member: { name: string; sortOrder: number }) => member.sortOrder),
    ).toEqual([1, 2, 3]);
    expect(await publicNames()).toEqual(['Ada', 'Cy', 'Ben']);
    const [audit] = await site.t.db.select().from(auditLog).where(eq(auditLog.action, 'reorder'));
    expect(audit).toMatchObject({
      entity: 'team-member',
      entityId: cy.id,
      actorId: site.admin.user.id,
      before: { order: [ada.id, ben.id, cy.id] },
      after: { order: [ada.id, cy.id, ben.id] },
    });

    await site.admin.send('POST', `/api/team-members/${ada.id}/move`, { direction: 'down' });
    expect(await publicNames()).toEqual(['Cy', 'Ada', 'Ben']);
  });

  it('refuses to move the first member up or the last down, and writes nothing', async () => {
    const { ada, cy } = await makeTeam();

    const up = await site.admin.send('POST', `/api/team-members/${ada.id}/move`, {
      direction: 'up',
    });
    const down = await site.admin.send('POST', `/api/team-members/${cy.id}/move`, {
      direction: 'down',
    });

    expect(up.statusCode).toBe(409);
    expect(up.json()).toEqual({ message: 'This team member is already first' });
    expect(down.json()).toEqual({ message: 'This team member is already last' });
    expect(await site.t.db.select().from(auditLog)).toEqual([]);
  });

  it('answers 404 for an unknown member and 400 for an unknown direction', async () => {
    const { ben } = await makeTeam();

    const unknown = await site.admin.send(
      'POST',
      '/api/team-members/3f1c2a4e-9b7d-4c1e-8a2f-5d6e7f8a9b0c/move',
      { direction: 'up' },
    );
    const sideways = await site.admin.send('POST', `/api/team-members/${ben.id}/move`, {
      direction: 'left',
    });

    expect(unknown.statusCode).toBe(404);
    expect(sideways.statusCode).toBe(400);
    expect(sideways.json().message).toBe('Direction must be up or down');
    expect(await publicNames()).toEqual(['Ada', 'Ben', 'Cy']);
  });

  it('is for admins only', async () => {
    const { ben } = await makeTeam();
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });

    const response = await site.t.app.inject({
      method: 'POST',
      url: `/api/team-members/${ben.id}/move`,
      headers: { cookie: await sessionCookie(site.t, member.id) },
      payload: { direction: 'up' },
    });

    expect(response.statusCode).toBe(403);
    expect(await publicNames()).toEqual(['Ada', 'Ben', 'Cy']);
  });
});

describe('POST /api/sponsors/{id}/move', () => {
  const publicSponsors = async () =>
    (await site.t.app.inject({ method: 'GET', url: '/api/sponsors' }))
      .json()
      .map((sponsor: { name: string }) => sponsor.name);

  it('moves a sponsor within its tier, and / shows the new order at once', async () => {
    await makeSponsor(site.t.db, { name: 'Alpha', tier: 'gold' });
    const beta = await makeSponsor(site.t.db, { name: 'Beta', tier: 'gold' });
    await makeSponsor(site.t.db, { name: 'Zulu', tier: 'platinum' });
    expect(await publicSponsors()).toEqual(['Zulu', 'Alpha', 'Beta']);

    const response = await site.admin.send('POST', `/api/sponsors/${beta.id}/move`, {
      direction: 'up',
    });

    expect(response.statusCode).toBe(200);
    expect(await publicSponsors()).toEqual(['Zulu', 'Beta', 'Alpha']);
  });

  it('does not move a sponsor past the edge of its tier', async () => {
    await makeSponsor(site.t.db, { name: 'Zulu', tier: 'platinum' });
    const alpha = await makeSponsor(site.t.db, { name: 'Alpha', tier: 'gold' });

    const response = await site.admin.send('POST', `/api/sponsors/${alpha.id}/move`, {
      direction: 'up',
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This sponsor is already first in its tier');
    expect(await publicSponsors()).toEqual(['Zulu', 'Alpha']);
    expect(await site.t.db.select().from(auditLog)).toEqual([]);
  });
});

describe('PUT .../order', () => {
  it('saves a whole new order as one change, which the public list follows', async () => {
    const { ada, ben, cy } = await makeTeam();

    const response = await site.admin.send('PUT', '/api/team-members/order', {
      ids: [cy.id, ada.id, ben.id],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().map((member: { name: string }) => member.name)).toEqual([
      'Cy',
      'Ada',
      'Ben',
    ]);
    expect(await publicNames()).toEqual(['Cy', 'Ada', 'Ben']);
    const rows = await site.t.db.select().from(auditLog).where(eq(auditLog.action, 'reorder'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.after).toEqual({ order: [cy.id, ada.id, ben.id] });
  });

  it('refuses a list that misses or adds an entry, leaving the order as it was', async () => {
    const { ada, ben } = await makeTeam();
    const before = await publicNames();

    const missing = await site.admin.send('PUT', '/api/team-members/order', {
      ids: [ben.id, ada.id],
    });
    const twice = await site.admin.send('PUT', '/api/team-members/order', {
      ids: [ada.id, ada.id],
    });
    const notIds = await site.admin.send('PUT', '/api/team-members/order', { ids: ['x'] });

    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(
      'The list has changed since it was loaded. Please reload the page and try again.',
    );
    expect(twice.statusCode).toBe(400);
    expect(notIds.statusCode).toBe(400);
    expect(await publicNames()).toEqual(before);
  });
});
