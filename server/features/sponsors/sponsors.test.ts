// The sponsors page's content through the API, as admins edit it and visitors read it: sponsorship
// packages as editor entries, amount ranges that never run backwards, the donation link, and past
// sponsors, who leave the current list for /sponsors' past seasons.
import { afterAll, describe, expect, it } from 'vitest';
import {
  PAST_SPONSORS_PATH,
  SPONSORS_PAGE_PATH,
  SPONSORSHIP_PACKAGES_PATH,
} from '../../../common/club/sponsors-page';
import { AMOUNT_RANGE_MESSAGE } from '../../../common/club/sponsorship-packages';
import { makeClientBuild } from '../../test/client-build';
import { useTestSite } from '../../test/use-test-site';

const clientBuild = makeClientBuild();
const site = useTestSite({ app: { clientDir: clientBuild.dir }, signedIn: ['admin'] });
afterAll(clientBuild.remove);

const get = (url: string) => site.t.app.inject({ method: 'GET', url });
const publicPackages = async () => (await get(SPONSORSHIP_PACKAGES_PATH)).json();
const packageNames = async () =>
  (await publicPackages()).map((offer: { name: string }) => offer.name);

async function addPackage(body: Record<string, unknown>) {
  const created = await site.admin.send('POST', SPONSORSHIP_PACKAGES_PATH, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; sortOrder: number };
}

const bronze = { name: 'Bronze', minAmount: 250, maxAmount: 499, benefits: ['Logo on the site'] };
const silver = {
  name: 'Silver',
  minAmount: 500,
  maxAmount: 999,
  benefits: ['Logo on the car', 'Logo on the site'],
};
const gold = {
  name: 'Gold',
  minAmount: 5000,
  maxAmount: null,
  // The editor's text, one benefit on each line: blank lines and spaces around are dropped.
  benefits: '  Logo on the car  \n\nInvitation to design review\n',
};

const pageData = (html: string) =>
  JSON.parse(
    html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)?.[1] ?? '{}',
  );

describe('sponsorship packages', () => {
  it('are created, changed one field at a time, moved and deleted, and listed in the club’s order', async () => {
    const first = await addPackage(bronze);
    const second = await addPackage(silver);
    const third = await addPackage(gold);
    expect(await publicPackages()).toEqual([
      { id: first.id, ...bronze },
      { id: second.id, ...silver },
      {
        id: third.id,
        name: 'Gold',
        minAmount: 5000,
        maxAmount: null,
        benefits: ['Logo on the car', 'Invitation to design review'],
      },
    ]);

    const renamed = await site.admin.send('PUT', `${SPONSORSHIP_PACKAGES_PATH}/${second.id}`, {
      name: 'Silver partner',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Silver partner', minAmount: 500 });
    const benefits = await site.admin.send('PUT', `${SPONSORSHIP_PACKAGES_PATH}/${first.id}`, {
      benefits: ['Logo on the site', 'A ride in the car'],
    });
    expect(benefits.json().benefits).toEqual(['Logo on the site', 'A ride in the car']);

    const moved = await site.admin.send('POST', `${SPONSORSHIP_PACKAGES_PATH}/${third.id}/move`, {
      direction: 'up',
    });
    expect(moved.statusCode).toBe(200);
    expect(await packageNames()).toEqual(['Bronze', 'Gold', 'Silver partner']);

    expect(
      (await site.admin.send('DELETE', `${SPONSORSHIP_PACKAGES_PATH}/${first.id}`)).statusCode,
    ).toBe(204);
    expect(await packageNames()).toEqual(['Gold', 'Silver partner']);
    const admins = await site.admin.send('GET', '/api/admin/content/sponsorship-packages');
    expect(admins.json().map((offer: { name: string }) => offer.name)).toEqual([
      'Gold',
      'Silver partner',
    ]);

    // Each change is in the package's History, the deletion in the trash.
    const history = await site.admin.send(
      'GET',
      `/api/admin/history/sponsorship-packages/${second.id}`,
    );
    expect(history.json().entries.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['update', 'create']),
    );
    const trash = await site.admin.send('GET', '/api/admin/trash');
    expect(JSON.stringify(trash.json())).toContain(first.id);
  });

  it('refuses a range that runs backwards, on creation and on a change of either end, and keeps what was', async () => {
    const backwards = await site.admin.send('POST', SPONSORSHIP_PACKAGES_PATH, {
      ...silver,
      minAmount: 1000,
      maxAmount: 500,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(AMOUNT_RANGE_MESSAGE);
    expect(await publicPackages()).toEqual([]);

    const { id } = await addPackage(silver);
    const change = (body: Record<string, unknown>) =>
      site.admin.send('PUT', `${SPONSORSHIP_PACKAGES_PATH}/${id}`, body);
    for (const body of [{ maxAmount: 499 }, { minAmount: 1000 }]) {
      const refused = await change(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBe(AMOUNT_RANGE_MESSAGE);
    }
    for (const body of [
      { minAmount: -1 },
      { minAmount: 99.5 },
      { maxAmount: 1000.25 },
      { minAmount: '500' },
    ]) {
      expect((await change(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await publicPackages()).toEqual([{ id, ...silver }]);

    // No upper end: "and up"; then a lower end above the old upper one is fine.
    expect((await change({ maxAmount: null })).statusCode).toBe(200);
    expect((await change({ minAmount: 2000 })).statusCode).toBe(200);
    expect(await publicPackages()).toEqual([{ id, ...silver, minAmount: 2000, maxAmount: null }]);
  });

  it('restores an older version whose two ends both differ from the package’s', async () => {
    const { id } = await addPackage(silver);
    const change = (body: Record<string, unknown>) =>
      site.admin.send('PUT', `${SPONSORSHIP_PACKAGES_PATH}/${id}`, body);
    await change({ maxAmount: 3000 });
    await change({ minAmount: 2000 });
    const history = await site.admin.send('GET', `/api/admin/history/sponsorship-packages/${id}`);
    const creation = history.json().entries.at(-1);

    const restored = await site.admin.send(
      'POST',
      `/api/admin/history/sponsorship-packages/${id}/restore`,
      { entryId: creation.id },
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await publicPackages()).toEqual([{ id, ...silver }]);
  });
});

describe('the donation link', () => {
  it('takes https only: an http:// address gets 400 and the link stays as it was', async () => {
    const link = 'https://give.example.edu/mudcats';
    expect(
      (await site.admin.send('PUT', '/api/club-config', { donationUrl: link })).statusCode,
    ).toBe(200);

    const refused = await site.admin.send('PUT', '/api/club-config', {
      donationUrl: 'http://give.example.edu/mudcats',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Donation link must be an https:// address');
    expect((await get('/api/club-config')).json().donationUrl).toBe(link);
  });
});

describe('past sponsors', () => {
  it('leave the current list and show on /sponsors under their last season', async () => {
    const created = await site.admin.send('POST', '/api/sponsors', {
      name: 'Canyon Machining',
      tier: 'silver',
      contribution: '120 machining hours',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const current = async () =>
      (await get('/api/sponsors')).json().map((sponsor: { name: string }) => sponsor.name);
    expect(await current()).toContain('Canyon Machining');
    expect((await get('/api/sponsors')).json()).toContainEqual(
      expect.objectContaining({ name: 'Canyon Machining', contribution: '120 machining hours' }),
    );

    const ended = await site.admin.send('PUT', `/api/sponsors/${id}`, { lastSeason: 2024 });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ lastSeason: 2024 });

    expect(await current()).not.toContain('Canyon Machining');
    expect((await get(PAST_SPONSORS_PATH)).json()).toContainEqual(
      expect.objectContaining({
        name: 'Canyon Machining',
        lastSeason: 2024,
        contribution: '120 machining hours',
      }),
    );
    const page = await get(SPONSORS_PAGE_PATH);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sponsor Our Team · ');
    const data = pageData(page.body);
    expect(data['/api/sponsors'].map((sponsor: { id: string }) => sponsor.id)).not.toContain(id);
    expect(data[PAST_SPONSORS_PATH]).toContainEqual(
      expect.objectContaining({ id, lastSeason: 2024 }),
    );
    expect(data[SPONSORSHIP_PACKAGES_PATH]).toEqual([]);
    expect((await get('/sitemap.xml')).body).toContain('/sponsors</loc>');
  });
});
