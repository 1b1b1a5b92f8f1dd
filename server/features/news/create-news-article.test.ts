// Creating a news article as a draft, published or scheduled, through the API as an admin (decision
// 42): the API's old default still publishes; a schedule is stored with the article in one write
// with one audit row, keeps it from the public until its time and then publishes it; a schedule the
// scheduling route would refuse is refused here with the same words, and no body answers 500.
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  SCHEDULE_IN_PAST,
  SCHEDULED_NOT_YET_PUBLISHED,
} from '../../../common/news/news-publishing';
import { auditLog, newsArticles } from '../../db/schema/site-schema';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';
import { publishDueNews } from './scheduled-news';

const site = useTestSite({ signedIn: ['admin'] });

const article = {
  title: 'Shop open house',
  excerpt: 'Come see the car.',
  content: 'All welcome.',
  date: '2026-12-01',
};

const create = (body: unknown) => site.admin.send('POST', '/api/news', body);
const inAMinute = () => new Date(Date.now() + 60_000);

const publicTitles = async (app: TestApp = site.t) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/news' });
  return (response.json() as { title: string }[]).map(({ title }) => title);
};
const auditRowsOf = (id: string) =>
  site.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'news-article'), eq(auditLog.entityId, id)));
const storedCount = async () => (await site.t.db.select().from(newsArticles)).length;

describe('creating a news article', () => {
  it('publishes it when the body says nothing of publishing, as the API always did', async () => {
    const created = await create(article);

    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ isPublished: 1, publishAt: null });
    expect(await publicTitles()).toEqual(['Shop open house']);
  });

  it('keeps a draft from the public', async () => {
    const created = await create({ ...article, isPublished: 0 });

    expect(created.json()).toMatchObject({ isPublished: 0, publishAt: null });
    expect(await publicTitles()).toEqual([]);
  });

  it('schedules it in the same write, with one audit row, and publishes it at its time', async () => {
    const publishAt = inAMinute();

    const created = await create({
      ...article,
      isPublished: 0,
      publishAt: publishAt.toISOString(),
      timeZone: 'UTC',
    });

    expect(created.statusCode).toBe(201);
    const stored = created.json();
    expect(stored).toMatchObject({
      isPublished: 0,
      publishAt: publishAt.toISOString(),
      // Dated the day it goes public, not the day the form said.
      date: publishAt.toISOString().slice(0, 10),
    });
    const audit = await auditRowsOf(stored.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actorId: site.admin.user.id, before: null });
    expect(audit[0]?.after).toMatchObject({ isPublished: 0, publishAt: publishAt.toISOString() });
    expect(await publicTitles()).toEqual([]);

    expect(await publishDueNews(site.t.app.deps, new Date(publishAt.getTime() - 1000))).toBe(0);
    expect(await publishDueNews(site.t.app.deps, new Date(publishAt.getTime() + 1000))).toBe(1);
    await vi.waitFor(async () => expect(await publicTitles()).toEqual(['Shop open house']), {
      timeout: 1000,
    });
  });

  it('takes a schedule without isPublished as not published yet, dated where the admin is', async () => {
    const lateEvening = new Date(Date.now() + 2 * 86_400_000);
    lateEvening.setUTCHours(23, 30, 0, 0);

    const created = await create({
      ...article,
      publishAt: lateEvening.toISOString(),
      timeZone: 'Asia/Tokyo',
    });

    const nextDay = new Date(lateEvening.getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(created.json()).toMatchObject({ isPublished: 0, date: nextDay });
    expect(await publicTitles()).toEqual([]);
  });

  it('goes public on its own when an instance runs its timer, with no request', async () => {
    const timed = await makeTestApp({ sameDatabaseAs: site.t, newsSchedule: { background: true } });
    try {
      const created = await create({
        ...article,
        publishAt: new Date(Date.now() + 3000).toISOString(),
      });
      expect(created.statusCode).toBe(201);
      expect(await publicTitles(timed)).toEqual([]);

      await vi.waitFor(async () => expect(await publicTitles(timed)).toEqual([article.title]), {
        timeout: 10_000,
        interval: 200,
      });
    } finally {
      await timed.close();
    }
  });

  it('refuses a schedule the scheduling route refuses, and a published one, storing nothing', async () => {
    const refusals = [
      { publishAt: new Date(Date.now() - 60_000).toISOString() },
      { publishAt: inAMinute().toISOString(), isPublished: 1 },
      { publishAt: 'soon' },
      { publishAt: new Date(Date.now() + 3 * 366 * 86_400_000).toISOString() },
      { publishAt: inAMinute().toISOString(), timeZone: 42 },
    ];

    const answers = await Promise.all(
      refusals.map((refused) => create({ ...article, ...refused })),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    const [past, published, nonsense, tooLate, badZone] = answers.map((answer) => answer.json());
    expect(past).toMatchObject({
      message: SCHEDULE_IN_PAST,
      errors: [{ field: 'publishAt', message: SCHEDULE_IN_PAST }],
    });
    expect(published.errors).toEqual([
      { field: 'isPublished', message: SCHEDULED_NOT_YET_PUBLISHED },
    ]);
    expect(nonsense.errors[0].field).toBe('publishAt');
    expect(tooLate.message).toBe('publishAt must be within two years');
    expect(badZone.errors[0].field).toBe('timeZone');
    expect(await storedCount()).toBe(0);
    expect(await site.t.db.select().from(auditLog)).toEqual([]);
  });

  it('answers any body with 201 or 400, never 500, and stores a schedule only as one', async () => {
    const fields = fc.record(
      {
        isPublished: fc.oneof(fc.constantFrom(0, 1), fc.jsonValue({ maxDepth: 1 })),
        publishAt: fc.oneof(
          fc
            .integer({ min: -86_400, max: 86_400 * 800 })
            .map((seconds) => new Date(Date.now() + seconds * 1000).toISOString()),
          fc.constant(null),
          fc.string({ maxLength: 30 }),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        timeZone: fc.oneof(
          fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Mars/Olympus'),
          fc.string({ maxLength: 70 }),
          fc.jsonValue({ maxDepth: 1 }),
        ),
      },
      { requiredKeys: [] },
    );

    await fc.assert(
      fc.asyncProperty(fields, async (publishing) => {
        const answer = await create({ ...article, ...publishing });

        expect([201, 400]).toContain(answer.statusCode);
        const body = answer.json();
        if (answer.statusCode === 400) {
          expect(body.message).toEqual(expect.any(String));
          return;
        }
        if (publishing.publishAt) {
          expect(body).toMatchObject({ isPublished: 0, publishAt: expect.any(String) });
        } else {
          expect(body.publishAt).toBeNull();
        }
      }),
      { numRuns: 60 },
    );
  });
});
