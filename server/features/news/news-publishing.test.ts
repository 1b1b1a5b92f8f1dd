// An article's way to the public through the API, as an admin (decision 37): scheduled articles go
// public at their time on a moved clock and on a second instance, a published article's draft of
// changes stays out of sight until published, and Preview shows what the public will see.
import { describe, expect, it, vi } from 'vitest';
import {
  newsDraftPath,
  newsPreviewPath,
  newsSchedulePath,
  publishNewsDraftPath,
} from '../../../common/news/news-publishing';
import { makeNewsArticle, makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';
import { publishDueNews } from './scheduled-news';

const site = useTestSite({ secondInstance: true, signedIn: ['admin'] });

interface PublicArticle {
  id: string;
  title: string;
  content: string;
  date: string;
}

const publicNews = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/news' });
  expect(response.statusCode).toBe(200);
  return response.json() as PublicArticle[];
};
const publicTitles = async (t: TestApp) => (await publicNews(t)).map((article) => article.title);

const inAMinute = () => new Date(Date.now() + 60_000);

describe('scheduling an article', () => {
  it('keeps it from the public until its time, then publishes it on every instance', async () => {
    const article = await makeNewsArticle(site.t.db, {
      title: 'Race day',
      isPublished: 0,
    });
    const publishAt = inAMinute();
    expect(await publicTitles(site.second)).toEqual([]);

    const scheduled = await site.admin.send('PUT', newsSchedulePath(article.id), {
      publishAt: publishAt.toISOString(),
      timeZone: 'UTC',
    });

    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({
      isPublished: 0,
      publishAt: publishAt.toISOString(),
      date: publishAt.toISOString().slice(0, 10),
    });
    // A second before its time, nothing is due.
    expect(await publishDueNews(site.t.app.deps, new Date(publishAt.getTime() - 1000))).toBe(0);
    expect(await publicTitles(site.t)).toEqual([]);
    expect(await publicTitles(site.second)).toEqual([]);

    // Its time has come (a moved clock): the instance that looks first publishes it.
    expect(await publishDueNews(site.second.app.deps, new Date(publishAt.getTime() + 1000))).toBe(
      1,
    );
    expect(await publishDueNews(site.t.app.deps, new Date(publishAt.getTime() + 2000))).toBe(0);

    await vi.waitFor(async () => expect(await publicTitles(site.t)).toEqual(['Race day']), {
      timeout: 1000,
    });
    expect(await publicTitles(site.second)).toEqual(['Race day']);
    const [row] = (await site.admin.send('GET', '/api/admin/content/news')).json();
    expect(row).toMatchObject({ isPublished: 1, publishAt: null });
  });

  it('publishes it once when two instances reach its time together', async () => {
    const article = await makeNewsArticle(site.t.db, { isPublished: 0 });
    await site.admin.send('PUT', newsSchedulePath(article.id), {
      publishAt: inAMinute().toISOString(),
    });
    const later = new Date(Date.now() + 120_000);

    const counts = await Promise.all([
      publishDueNews(site.t.app.deps, later),
      publishDueNews(site.second.app.deps, later),
    ]);

    expect(counts.sort()).toEqual([0, 1]);
    const history = (await site.admin.send('GET', `/api/admin/history/news/${article.id}`)).json();
    expect(history.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'publish-on-schedule',
      'update',
    ]);
  });

  it('publishes it on its own, with no request, when the instance runs its timer', async () => {
    const timed = await makeTestApp({
      sameDatabaseAs: site.t,
      newsSchedule: { background: true },
    });
    try {
      const article = await makeNewsArticle(site.t.db, {
        title: 'On time',
        isPublished: 0,
      });
      await site.admin.send('PUT', newsSchedulePath(article.id), {
        publishAt: new Date(Date.now() + 1500).toISOString(),
      });

      await vi.waitFor(async () => expect(await publicTitles(site.second)).toEqual(['On time']), {
        timeout: 8000,
        interval: 200,
      });
    } finally {
      await timed.close();
    }
  });

  it('dates the article on its publishing day where the admin is', async () => {
    const article = await makeNewsArticle(site.t.db, {
      isPublished: 0,
      date: '2026-01-01',
    });
    const lateEvening = new Date(Date.now() + 2 * 86_400_000);
    lateEvening.setUTCHours(23, 30, 0, 0);

    const scheduled = await site.admin.send('PUT', newsSchedulePath(article.id), {
      publishAt: lateEvening.toISOString(),
      timeZone: 'Asia/Tokyo',
    });

    const nextDay = new Date(lateEvening.getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(scheduled.json().date).toBe(nextDay);
  });

  it('refuses a time gone by, a published article, and a bad time', async () => {
    const draft = await makeNewsArticle(site.t.db, { isPublished: 0 });
    const published = await makeNewsArticle(site.t.db, { isPublished: 1 });

    const past = await site.admin.send('PUT', newsSchedulePath(draft.id), {
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const live = await site.admin.send('PUT', newsSchedulePath(published.id), {
      publishAt: inAMinute().toISOString(),
    });
    const nonsense = await site.admin.send('PUT', newsSchedulePath(draft.id), {
      publishAt: 'soon',
    });
    const unknown = await site.admin.send('PUT', newsSchedulePath(crypto.randomUUID()), {
      publishAt: inAMinute().toISOString(),
    });

    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose a time in the future');
    expect(live.statusCode).toBe(409);
    expect(nonsense.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(404);
  });

  it('takes a schedule back, and the Publish button publishes a scheduled article at once', async () => {
    const article = await makeNewsArticle(site.t.db, { title: 'Soon', isPublished: 0 });
    await site.admin.send('PUT', newsSchedulePath(article.id), {
      publishAt: inAMinute().toISOString(),
    });

    const unscheduled = await site.admin.send('DELETE', newsSchedulePath(article.id));
    expect(unscheduled.json()).toMatchObject({ isPublished: 0, publishAt: null });
    expect((await site.admin.send('DELETE', newsSchedulePath(article.id))).statusCode).toBe(409);

    await site.admin.send('PUT', newsSchedulePath(article.id), {
      publishAt: inAMinute().toISOString(),
    });
    const now = await site.admin.send('PUT', `/api/news/${article.id}`, { isPublished: 1 });
    expect(now.json()).toMatchObject({ isPublished: 1, publishAt: null });
    expect(await publicTitles(site.second)).toEqual(['Soon']);
  });
});

describe('a draft of changes to a published article', () => {
  it('leaves the public text as it is until the draft is published', async () => {
    const article = await makeNewsArticle(site.t.db, {
      title: 'Old title',
      content: 'Old text.',
      isPublished: 1,
    });

    const saved = await site.admin.send('PUT', newsDraftPath(article.id), {
      content: 'New *text*.',
    });
    await site.admin.send('PUT', newsDraftPath(article.id), { title: 'New title' });

    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft).toEqual({ content: 'New *text*.' });
    expect(await publicNews(site.second)).toMatchObject([
      { title: 'Old title', content: 'Old text.' },
    ]);
    const preview = await site.admin.send('GET', newsPreviewPath(article.id));
    expect(preview.json()).toMatchObject({ title: 'New title', content: 'New *text*.' });

    const published = await site.admin.send('POST', publishNewsDraftPath(article.id));

    expect(published.json()).toMatchObject({ title: 'New title', draft: null });
    await vi.waitFor(
      async () =>
        expect(await publicNews(site.second)).toMatchObject([
          { title: 'New title', content: 'New *text*.' },
        ]),
      { timeout: 1000 },
    );
  });

  it('discards a draft, and forgets one that came back to the public text', async () => {
    const article = await makeNewsArticle(site.t.db, { title: 'Kept', isPublished: 1 });

    await site.admin.send('PUT', newsDraftPath(article.id), { title: 'Changed' });
    const back = await site.admin.send('PUT', newsDraftPath(article.id), { title: 'Kept' });
    expect(back.json().draft).toBeNull();

    await site.admin.send('PUT', newsDraftPath(article.id), { title: 'Changed' });
    const discarded = await site.admin.send('DELETE', newsDraftPath(article.id));
    expect(discarded.json()).toMatchObject({ title: 'Kept', draft: null });
    expect((await site.admin.send('POST', publishNewsDraftPath(article.id))).statusCode).toBe(409);
  });

  it('keeps a change made to the live article meanwhile when the draft is published', async () => {
    const article = await makeNewsArticle(site.t.db, {
      title: 'Title',
      excerpt: 'Old excerpt.',
      isPublished: 1,
    });
    await site.admin.send('PUT', newsDraftPath(article.id), { title: 'Better title' });

    await site.admin.send('PUT', `/api/news/${article.id}`, { excerpt: 'Fixed a typo.' });
    const published = await site.admin.send('POST', publishNewsDraftPath(article.id));

    expect(published.json()).toMatchObject({ title: 'Better title', excerpt: 'Fixed a typo.' });
  });

  it('refuses a body whose inserted image still waits for its description', async () => {
    const article = await makeNewsArticle(site.t.db, { isPublished: 1 });
    const body = { content: 'Look:\n\n![Describe the image](/uploads/images/x.webp)' };

    const live = await site.admin.send('PUT', `/api/news/${article.id}`, body);
    const draft = await site.admin.send('PUT', newsDraftPath(article.id), body);

    for (const refused of [live, draft]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('Describe each image');
    }
  });

  it('refuses a draft of an unpublished article, and a field it does not have', async () => {
    const draft = await makeNewsArticle(site.t.db, { isPublished: 0 });
    const published = await makeNewsArticle(site.t.db, { isPublished: 1 });

    const ofDraft = await site.admin.send('PUT', newsDraftPath(draft.id), { title: 'X' });
    const slug = await site.admin.send('PUT', newsDraftPath(published.id), { slug: 'elsewhere' });
    const empty = await site.admin.send('PUT', newsDraftPath(published.id), { title: '  ' });

    expect(ofDraft.statusCode).toBe(409);
    expect(slug.statusCode).toBe(400);
    expect(empty.statusCode).toBe(400);
  });

  it('makes the draft the text when the article is taken back to a draft', async () => {
    const article = await makeNewsArticle(site.t.db, { title: 'Live', isPublished: 1 });
    await site.admin.send('PUT', newsDraftPath(article.id), { title: 'Reworked' });

    const unpublished = await site.admin.send('PUT', `/api/news/${article.id}`, { isPublished: 0 });

    expect(unpublished.json()).toMatchObject({ title: 'Reworked', isPublished: 0, draft: null });
  });
});

describe('History restores of an article', () => {
  const restore = (id: string, entryId: number, state: 'after' | 'before') =>
    site.admin.send('POST', `/api/admin/history/news/${id}/restore`, { entryId, state });
  const historyOf = async (id: string) =>
    (await site.admin.send('GET', `/api/admin/history/news/${id}`)).json().entries as {
      id: number;
      action: string;
    }[];

  it('take a schedule back when they bring back a published version', async () => {
    const article = await makeNewsArticle(site.t.db, {
      title: 'Back and forth',
      isPublished: 0,
    });
    await site.admin.send('PUT', `/api/news/${article.id}`, { isPublished: 1 });
    await site.admin.send('PUT', `/api/news/${article.id}`, { isPublished: 0 });
    await site.admin.send('PUT', newsSchedulePath(article.id), {
      publishAt: inAMinute().toISOString(),
    });
    const [, , wentPublic] = await historyOf(article.id);

    const restored = await restore(article.id, wentPublic?.id ?? 0, 'after');

    expect(restored.statusCode).toBe(200);
    const [row] = (await site.admin.send('GET', '/api/admin/content/news')).json();
    expect(row).toMatchObject({ isPublished: 1, publishAt: null });
    expect(await publicTitles(site.second)).toEqual(['Back and forth']);
  });

  it('leave no hidden draft of changes when they take the article back to a draft', async () => {
    const article = await makeNewsArticle(site.t.db, { title: 'Live', isPublished: 0 });
    await site.admin.send('PUT', `/api/news/${article.id}`, { isPublished: 1 });
    await site.admin.send('PUT', newsDraftPath(article.id), { title: 'Reworked' });
    const published = (await historyOf(article.id)).at(-1);

    await restore(article.id, published?.id ?? 0, 'before');

    const [row] = (await site.admin.send('GET', '/api/admin/content/news')).json();
    // The version's own text wins; the draft that no longer fits an unpublished article is gone.
    expect(row).toMatchObject({ title: 'Live', isPublished: 0, draft: null });
    expect((await site.admin.send('POST', publishNewsDraftPath(article.id))).statusCode).toBe(409);
  });
});

describe('the preview', () => {
  it('shows a draft to admins only', async () => {
    const article = await makeNewsArticle(site.t.db, { title: 'Secret', isPublished: 0 });
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });
    const memberCookie = await sessionCookie(site.t, member.id);

    const asAdmin = await site.admin.send('GET', newsPreviewPath(article.id));
    const asMember = await site.t.app.inject({
      method: 'GET',
      url: newsPreviewPath(article.id),
      headers: { cookie: memberCookie },
    });
    const asVisitor = await site.t.app.inject({
      method: 'GET',
      url: newsPreviewPath(article.id),
    });

    expect(asAdmin.json()).toMatchObject({ title: 'Secret', isPublished: 0 });
    expect(asMember.statusCode).toBe(403);
    expect(asVisitor.statusCode).toBe(401);
    expect(await publicTitles(site.t)).toEqual([]);
  });
});
