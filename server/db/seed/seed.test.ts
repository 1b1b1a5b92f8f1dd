import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { events } from '../schema/events-schema';
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
    events,
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

  it('puts the competitions and the rules’ dated deadlines on the calendar', async () => {
    const results = await t.db.select().from(competitions);
    const calendar = await t.db.select().from(events);
    const kinds = (kind: string) => calendar.filter((event) => event.kind === kind);

    expect(
      kinds('competition')
        .map((event) => event.competitionId)
        .sort(),
    ).toEqual(results.map((result) => result.id).sort());
    expect(kinds('competition').every((event) => event.allDay && event.place)).toBe(true);
    const deadlines = kinds('deadline');
    expect(deadlines.map((event) => event.title).sort()).toEqual([
      'Cost Reduction Report due',
      'Initial Cost Report due',
    ]);
    for (const deadline of deadlines) {
      expect(deadline.endsAt.getTime()).toBeGreaterThan(Date.now());
      expect(deadline.endsAt.getTime() - deadline.startsAt.getTime()).toBeLessThanOrEqual(
        25 * 3600_000,
      );
    }
  });

  it('fills every list of the members area with placeholder links', async () => {
    const resources = await t.db.select().from(memberResources);
    const types = new Set(resources.map((resource) => resource.type));

    expect(resources.length).toBeGreaterThanOrEqual(6);
    expect([...types].sort()).toEqual(['channel', 'document', 'link', 'tool']);
    for (const { url } of resources) expect(new URL(url).hostname).toMatch(/example\.org$/);
  });
});
