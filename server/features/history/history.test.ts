// History and "Restore this version" through the API, as an admin: every kind of record keeps its
// versions, a restore brings one back as a change of its own, and the public sees it at once.
import { describe, expect, it } from 'vitest';
import { pageTextDefaults } from '../../../common/club/page-texts';
import { makeSponsor, makeTeamMember } from '../../test/factories';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['admin'] });

interface Entry {
  id: number;
  action: string;
  actor: { id: string; name: string } | null;
  ip: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  restorable: boolean;
}

const historyOf = async (kind: string, id: string) => {
  const response = await site.admin.send('GET', `/api/admin/history/${kind}/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().entries as Entry[];
};

const publicBio = async (id: string) => {
  const members = (await site.t.app.inject({ method: 'GET', url: '/api/team-members' })).json();
  return members.find((member: { id: string }) => member.id === id)?.bio;
};

describe('a team member’s history', () => {
  it('shows three edits of a bio, restores the first, and the public list shows it', async () => {
    const member = await makeTeamMember(site.t.db, { bio: 'Original bio.' });
    for (const bio of ['First edit.', 'Second edit.', 'Third edit.']) {
      expect(
        (await site.admin.send('PUT', `/api/team-members/${member.id}`, { bio })).statusCode,
      ).toBe(200);
    }
    const edits = await historyOf('team-members', member.id);
    const first = edits.at(-1);
    expect(first).toMatchObject({
      action: 'update',
      actor: { id: site.admin.user.id },
      ip: expect.any(String),
      before: { bio: 'Original bio.' },
      after: { bio: 'First edit.' },
      restorable: true,
    });

    const restored = await site.admin.send(
      'POST',
      `/api/admin/history/team-members/${member.id}/restore`,
      {
        entryId: first?.id,
      },
    );

    expect(restored.statusCode).toBe(200);
    const entries = restored.json().entries as Entry[];
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({
      action: 'restore',
      before: { bio: 'Third edit.' },
      after: { bio: 'First edit.' },
    });
    expect(await publicBio(member.id)).toBe('First edit.');
  });

  it('restores the version before a change: the record as it was before any recorded edit', async () => {
    const member = await makeTeamMember(site.t.db, { bio: 'Original bio.', role: 'Driver' });
    await site.admin.send('PUT', `/api/team-members/${member.id}`, { bio: 'Edited.' });
    await site.admin.send('PUT', `/api/team-members/${member.id}`, { role: 'Captain' });
    const [, bioEdit] = await historyOf('team-members', member.id);

    await site.admin.send('POST', `/api/admin/history/team-members/${member.id}/restore`, {
      entryId: bioEdit?.id,
      state: 'before',
    });

    const members = await site.admin.send('GET', '/api/admin/content/team-members');
    expect(members.json()[0]).toMatchObject({ bio: 'Original bio.', role: 'Driver' });
  });

  it('records the fields of a creation, and the whole entry at a deletion', async () => {
    const created = await site.admin.send('POST', '/api/sponsors', { name: 'Acme', tier: 'gold' });
    const { id } = created.json();
    await site.admin.send('DELETE', `/api/sponsors/${id}`);

    const [deletion, creation] = await historyOf('sponsors', id);
    expect(creation).toMatchObject({ action: 'create', before: null, after: { name: 'Acme' } });
    expect(deletion).toMatchObject({ action: 'delete', after: null, before: { tier: 'gold' } });
  });

  it('refuses to restore over an entry in the trash, a version of another record, or none', async () => {
    const sponsor = await makeSponsor(site.t.db);
    const other = await makeSponsor(site.t.db);
    await site.admin.send('PUT', `/api/sponsors/${sponsor.id}`, { name: 'Renamed' });
    const [edit] = await historyOf('sponsors', sponsor.id);
    const restore = (id: string, body: unknown) =>
      site.admin.send('POST', `/api/admin/history/sponsors/${id}/restore`, body);

    expect((await restore(other.id, { entryId: edit?.id })).statusCode).toBe(404);
    expect((await restore(sponsor.id, { entryId: 999_999 })).statusCode).toBe(404);
    expect((await restore('not-an-id', { entryId: edit?.id })).statusCode).toBe(404);
    expect((await restore(sponsor.id, { entryId: 'one' })).statusCode).toBe(400);
    expect((await restore(sponsor.id, {})).statusCode).toBe(400);

    await site.admin.send('DELETE', `/api/sponsors/${sponsor.id}`);
    const inTrash = await restore(sponsor.id, { entryId: edit?.id });
    expect(inTrash.statusCode).toBe(409);
    expect(inTrash.json().message).toBe(
      'This sponsor is in the trash: bring it back from there first',
    );
  });

  it('leaves moves in the list to the audit log: the newest entry is the current version', async () => {
    const first = await makeTeamMember(site.t.db, { sortOrder: 1 });
    const second = await makeTeamMember(site.t.db, { sortOrder: 2 });
    await site.admin.send('PUT', `/api/team-members/${second.id}`, { bio: 'Edited.' });
    await site.admin.send('POST', `/api/team-members/${second.id}/move`, { direction: 'up' });
    await site.admin.send('PUT', '/api/team-members/order', { ids: [first.id, second.id] });

    const entries = await historyOf('team-members', second.id);

    expect(entries.map((entry) => entry.action)).toEqual(['update']);
  });

  it('answers 400 for a kind of record it does not know', async () => {
    const response = await site.admin.send('GET', '/api/admin/history/robots/1');
    expect(response.statusCode).toBe(400);
  });
});

describe('a page text’s history', () => {
  it('keeps each text with who saved it and from where, and restores the built-in one', async () => {
    const key = 'news.heading';
    await site.admin.send('PUT', `/api/page-texts/${key}`, { text: 'Club news' });
    await site.admin.send('PUT', `/api/page-texts/${key}`, { text: 'What we did' });
    const [second, first] = await historyOf('page-texts', key);
    expect(second).toMatchObject({ before: { text: 'Club news' }, ip: expect.any(String) });

    await site.admin.send('POST', `/api/admin/history/page-texts/${key}/restore`, {
      entryId: first?.id,
      state: 'before',
    });

    const texts = (await site.t.app.inject({ method: 'GET', url: '/api/page-texts' })).json();
    expect(texts).toEqual({});
    const [restore] = await historyOf('page-texts', key);
    expect(restore).toMatchObject({
      action: 'restore',
      after: { text: pageTextDefaults[key].text },
    });
  });
});

describe('the club settings’ history', () => {
  it('restores an earlier name and meeting together', async () => {
    const meeting = { day: 'Tuesday', startTime: '18:00', endTime: '20:00', place: 'Shop' };
    await site.admin.send('PUT', '/api/club-config', { clubName: 'Mud Runners', meeting });
    await site.admin.send('PUT', '/api/club-config', {
      clubName: 'Dust Devils',
      meeting: { ...meeting, place: 'Garage' },
    });
    const [latest, first] = await historyOf('club-settings', '1');
    expect(latest?.after).toMatchObject({ clubName: 'Dust Devils' });

    await site.admin.send('POST', '/api/admin/history/club-settings/1/restore', {
      entryId: first?.id,
    });

    const config = (await site.t.app.inject({ method: 'GET', url: '/api/club-config' })).json();
    expect(config).toMatchObject({ clubName: 'Mud Runners', meeting: { place: 'Shop' } });
  });
});
