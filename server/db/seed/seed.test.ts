import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/test-app';
import {
  clubConfig,
  competitions,
  memberResources,
  newsArticles,
  sponsors,
  teamMembers,
  vehicles,
} from '../schema/site-schema';
import { seedStarterContent } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

async function countRows() {
  const tables = {
    clubConfig,
    competitions,
    memberResources,
    newsArticles,
    sponsors,
    teamMembers,
    vehicles,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    counts[name] = (await t.db.select().from(table)).length;
  }
  return counts;
}

describe('starter content', () => {
  it('is seeded once: a second start adds nothing', async () => {
    expect(await seedStarterContent(t.db)).toBe(true);
    const afterFirst = await countRows();

    expect(await seedStarterContent(t.db)).toBe(false);

    expect(await countRows()).toEqual(afterFirst);
  });

  it('gives every public section something to show', async () => {
    const members = await t.db.select().from(teamMembers);
    const tiers = new Set((await t.db.select().from(sponsors)).map((sponsor) => sponsor.tier));
    const news = await t.db.select().from(newsArticles);
    const cars = await t.db.select().from(vehicles);
    const results = await t.db.select().from(competitions);

    expect(members.length).toBeGreaterThanOrEqual(6);
    expect(members.some((member) => !member.imageUrl)).toBe(true);
    expect([...tiers].sort()).toEqual(['bronze', 'gold', 'platinum', 'silver']);
    expect(news.length).toBeGreaterThanOrEqual(4);
    expect(news.filter((article) => article.isPublished === 0)).toHaveLength(1);
    expect(cars.filter((car) => car.isLatest === 1)).toHaveLength(1);
    expect(results.some((result) => result.overallPlace !== null)).toBe(true);
  });

  it('fills every list of the members area with placeholder links', async () => {
    const resources = await t.db.select().from(memberResources);
    const types = new Set(resources.map((resource) => resource.type));

    expect(resources.length).toBeGreaterThanOrEqual(6);
    expect([...types].sort()).toEqual(['channel', 'document', 'link', 'tool']);
    for (const { url } of resources) expect(new URL(url).hostname).toMatch(/example\.org$/);
  });
});
