import { describe, expect, it } from 'vitest';
import { clubConfig } from '../../db/schema/site-schema';
import {
  makeCompetition,
  makeNewsArticle,
  makeSponsor,
  makeTeamMember,
  makeVehicle,
} from '../../test/factories';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

const getJson = async (url: string) => {
  const response = await site.t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('public content API', () => {
  it('lists active team members with their public fields only', async () => {
    await makeTeamMember(site.t.db, { name: 'Avery Active', sortOrder: 1 });
    await makeTeamMember(site.t.db, { name: 'Ingrid Inactive', isActive: 0 });

    const members = await getJson('/api/team-members');

    expect(members).toHaveLength(1);
    expect(Object.keys(members[0]).sort()).toEqual([
      'bio',
      'id',
      'imageUrl',
      'major',
      'name',
      'role',
      'subteam',
    ]);
    expect(members[0].name).toBe('Avery Active');
  });

  it('lists active sponsors, platinum first', async () => {
    await makeSponsor(site.t.db, { name: 'Bronze Co', tier: 'bronze' });
    await makeSponsor(site.t.db, { name: 'Gold Co', tier: 'gold' });
    await makeSponsor(site.t.db, { name: 'Platinum Co', tier: 'platinum' });
    await makeSponsor(site.t.db, { name: 'Former Co', tier: 'platinum', isActive: 0 });

    const sponsors = await getJson('/api/sponsors');

    expect(sponsors.map((sponsor: { name: string }) => sponsor.name)).toEqual([
      'Platinum Co',
      'Gold Co',
      'Bronze Co',
    ]);
  });

  it('lists published news only, newest first', async () => {
    await makeNewsArticle(site.t.db, { title: 'Older', date: '2026-01-05' });
    await makeNewsArticle(site.t.db, { title: 'Newer', date: '2026-03-01' });
    await makeNewsArticle(site.t.db, { title: 'Draft', date: '2026-04-01', isPublished: 0 });

    const news = await getJson('/api/news');

    expect(news.map((article: { title: string }) => article.title)).toEqual(['Newer', 'Older']);
  });

  it('lists competitions by season and vehicles with the latest first', async () => {
    await makeCompetition(site.t.db, { eventName: 'Season 2025', year: 2025 });
    await makeCompetition(site.t.db, { eventName: 'Season 2026', year: 2026, overallPlace: 12 });
    await makeVehicle(site.t.db, { name: 'Old car', year: 2025 });
    await makeVehicle(site.t.db, { name: 'New car', year: 2026, isLatest: 1 });

    const competitions = await getJson('/api/competitions');
    const vehicles = await getJson('/api/vehicles');

    expect(competitions[0]).toMatchObject({ eventName: 'Season 2026', overallPlace: 12 });
    expect(vehicles.map((vehicle: { name: string }) => vehicle.name)).toEqual([
      'New car',
      'Old car',
    ]);
  });

  it('answers the club figures, or empty ones before the club has any', async () => {
    expect(await getJson('/api/club-config')).toMatchObject({
      activeMembers: null,
      socialLinks: [],
    });

    const instagram = { label: 'Instagram', url: 'https://www.instagram.com/example-club' };
    await site.t.db
      .insert(clubConfig)
      .values({ activeMembers: '30', foundingYear: '2024', socialLinks: [instagram] });
    site.t.app.deps.publicCache.invalidate('club-config');

    expect(await getJson('/api/club-config')).toMatchObject({
      activeMembers: '30',
      foundingYear: '2024',
      buildHours: null,
      socialLinks: [instagram],
    });
  });

  it('serves a list from memory after the first read, until it is invalidated', async () => {
    await makeNewsArticle(site.t.db, { title: 'First' });
    expect(await getJson('/api/news')).toHaveLength(1);

    await makeNewsArticle(site.t.db, { title: 'Second' });
    expect(await getJson('/api/news')).toHaveLength(1);

    site.t.app.deps.publicCache.invalidate('news');
    expect(await getJson('/api/news')).toHaveLength(2);
  });

  it('reports health when the database answers', async () => {
    expect(await getJson('/api/health')).toEqual({ status: 'ok', database: 'reachable' });
  });
});
