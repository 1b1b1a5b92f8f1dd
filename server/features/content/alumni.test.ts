// The club's alumni through the API and the page as sent: a card an admin marks graduated leaves
// the team and shows on /alumni; a year too far ahead is refused; emptied, or restored from History,
// the year puts the card back where it was; graduates are counted apart from the active members.
import { afterAll, describe, expect, it } from 'vitest';
import { ALUMNI_COUNT_PATH, ALUMNI_PATH } from '../../../common/club/alumni-page';
import { makeClientBuild } from '../../test/client-build';
import { makeTeamMember, makeUser } from '../../test/factories';
import { useTestSite } from '../../test/use-test-site';

const clientBuild = makeClientBuild();
const site = useTestSite({ signedIn: ['admin'], app: { clientDir: clientBuild.dir } });
afterAll(clientBuild.remove);

const thisYear = new Date().getUTCFullYear();

const get = (url: string) => site.t.app.inject({ method: 'GET', url });
const getJson = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const names = async (url: string) =>
  ((await getJson(url)) as { name: string }[]).map((member) => member.name);

const setYear = (id: string, graduationYear: number | null) =>
  site.admin.send('PUT', `/api/team-members/${id}`, { graduationYear });

const pageData = (html: string) =>
  JSON.parse(
    html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)?.[1] ?? '{}',
  );

describe('the club’s alumni', () => {
  it('a graduated card leaves the team and shows on /api/alumni with its public fields only', async () => {
    const card = await makeTeamMember(site.t.db, {
      name: 'Dana Welder',
      role: 'Frame lead',
      major: 'Mechanical Engineering',
      email: 'dana@club.test',
      linkedIn: 'https://www.linkedin.com/in/dana-welder',
    });
    await makeTeamMember(site.t.db, { name: 'Casey Current' });
    expect(await names('/api/team-members')).toEqual(['Casey Current', 'Dana Welder']);
    expect(await getJson(ALUMNI_PATH)).toEqual([]);

    const saved = await setYear(card.id, thisYear);
    expect(saved.statusCode).toBe(200);
    await site.admin.send('PUT', `/api/team-members/${card.id}`, {
      alumniNote: 'Chassis engineer at a tractor maker',
    });

    expect(await names('/api/team-members')).toEqual(['Casey Current']);
    expect(await getJson(ALUMNI_PATH)).toEqual([
      {
        id: card.id,
        name: 'Dana Welder',
        role: 'Frame lead',
        major: 'Mechanical Engineering',
        imageUrl: null,
        linkedIn: 'https://www.linkedin.com/in/dana-welder',
        graduationYear: thisYear,
        alumniNote: 'Chassis engineer at a tractor maker',
      },
    ]);
    expect(await getJson(ALUMNI_COUNT_PATH)).toEqual({ count: 1 });
  });

  it('lists the newest class first, then by name, and no hidden card', async () => {
    await makeTeamMember(site.t.db, { name: 'Zoe Older', graduationYear: thisYear - 2 });
    await makeTeamMember(site.t.db, { name: 'Yuri Newer', graduationYear: thisYear });
    await makeTeamMember(site.t.db, { name: 'Abe Newer', graduationYear: thisYear });
    await makeTeamMember(site.t.db, { name: 'Hal Hidden', graduationYear: thisYear, isActive: 0 });

    expect(await names(ALUMNI_PATH)).toEqual(['Abe Newer', 'Yuri Newer', 'Zoe Older']);
    expect(await getJson(ALUMNI_COUNT_PATH)).toEqual({ count: 3 });
  });

  it('/alumni as sent carries the alumni, its title, and the home page their count', async () => {
    await makeTeamMember(site.t.db, {
      name: 'Rowan Graduate',
      graduationYear: thisYear - 1,
      alumniNote: 'Test driver at a tractor maker',
    });

    const page = await get('/alumni');

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Our Alumni · ');
    expect(pageData(page.body)[ALUMNI_PATH]).toEqual([
      expect.objectContaining({ name: 'Rowan Graduate', graduationYear: thisYear - 1 }),
    ]);
    // The card's email is no public field.
    expect(page.body).not.toContain('@club.test');
    const home = pageData((await get('/')).body);
    expect(home[ALUMNI_COUNT_PATH]).toEqual({ count: 1 });
    expect(home['/api/team-members']).toEqual([]);
  });

  it('refuses a year more than a year ahead, and changes nothing', async () => {
    const card = await makeTeamMember(site.t.db, { name: 'Early Bird' });

    for (const year of [thisYear + 2, 1850, 2025.5]) {
      const refused = await setYear(card.id, year);
      expect(refused.statusCode, String(year)).toBe(400);
      expect(refused.json().message).toBe('Graduation year must be a year no later than next year');
    }

    expect(await names('/api/team-members')).toEqual(['Early Bird']);
    expect(await getJson(ALUMNI_PATH)).toEqual([]);
    // A senior who leaves before commencement.
    expect((await setYear(card.id, thisYear + 1)).statusCode).toBe(200);
    expect(await names(ALUMNI_PATH)).toEqual(['Early Bird']);
  });

  it('an emptied year puts the card back on the team', async () => {
    const card = await makeTeamMember(site.t.db, { name: 'Back Again' });
    await setYear(card.id, thisYear);
    expect(await names('/api/team-members')).toEqual([]);

    expect((await setYear(card.id, null)).statusCode).toBe(200);

    expect(await names('/api/team-members')).toEqual(['Back Again']);
    expect(await getJson(ALUMNI_PATH)).toEqual([]);
    expect(await getJson(ALUMNI_COUNT_PATH)).toEqual({ count: 0 });
  });

  it('History restores the card to the team, and back to the alumni', async () => {
    const card = await makeTeamMember(site.t.db, { name: 'Restored Racer' });
    await setYear(card.id, thisYear);
    const entries = (
      await site.admin.send('GET', `/api/admin/history/team-members/${card.id}`)
    ).json().entries as { id: number; after: { graduationYear?: number } | null }[];
    const graduation = entries[0];
    expect(graduation?.after?.graduationYear).toBe(thisYear);
    const restore = (state: 'before' | 'after') =>
      site.admin.send('POST', `/api/admin/history/team-members/${card.id}/restore`, {
        entryId: graduation?.id,
        state,
      });

    expect((await restore('before')).statusCode).toBe(200);
    expect(await names('/api/team-members')).toEqual(['Restored Racer']);
    expect(await getJson(ALUMNI_PATH)).toEqual([]);

    expect((await restore('after')).statusCode).toBe(200);
    expect(await names('/api/team-members')).toEqual([]);
    expect(await names(ALUMNI_PATH)).toEqual(['Restored Racer']);
  });

  it('a card of the club’s own ticks “Add a team member” only while it is on the team', async () => {
    const card = await makeTeamMember(site.t.db, { name: 'Own Member', graduationYear: thisYear });
    const teamMemberDone = async () =>
      (
        (await site.admin.send('GET', '/api/admin/site-checklist')).json().items as {
          item: string;
          done: boolean;
        }[]
      ).find((entry) => entry.item === 'teamMember')?.done;
    expect(await teamMemberDone()).toBe(false);

    await setYear(card.id, null);

    expect(await teamMemberDone()).toBe(true);
  });

  it('an account whose card graduated no longer counts among the automatic active members', async () => {
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });
    const card = await makeTeamMember(site.t.db, { name: 'Linked Member', userId: member.id });
    await site.admin.send('PUT', '/api/club-config', { activeMembers: 'automatic' });
    const activeMembers = async () => (await getJson('/api/club-config')).activeMembers;
    // The signed-in admin and the member.
    expect(await activeMembers()).toBe('2');

    await setYear(card.id, thisYear);

    expect(await activeMembers()).toBe('1');
  });
});
