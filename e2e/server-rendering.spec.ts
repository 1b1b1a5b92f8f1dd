// The public pages as the server sends them (decision 31): complete before any script runs, for a
// crawler, a link preview or a reader with JavaScript off; hydrated in Chromium without a warning;
// an article's address shared, reloaded and left with Back; the sitemap, robots file and news feed.
// What the pages should hold is read from the same server's API, not from the seed.
import { clubConfigSchema } from '@common/club/club-config';
import { CLUB_CONFIG_PATH } from '@common/club/club-facts';
import {
  type NewsArticle,
  newsArticleSchema,
  publicTeamMemberSchema,
  sponsorSchema,
} from '@common/club/content';
import { CONTACT_TOO_MANY, CONTACT_TOO_MANY_PATH } from '@common/contact/interest-form';
import { NEWS_FEED_PATH, NEWS_PATH, newsArticlePath } from '@common/news/news';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { childrenNamed, childText, parseXml } from '../server/test/xml-document';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN } from './support/club-settings';
import { signInRequests } from './support/dev-login';
import { waitForHydration, watchConsole } from './support/hydration';
import { bodyText, fetchPage, metaContent, titleOf } from './support/page-as-sent';
import { useServerAndBrowser } from './support/suite';

/** The home page's news section shows the newest three articles. */
const NEWS_ON_HOME = 3;

describeWithBrowser('the server-rendered public pages', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  const url = (path: string) => `${suite.server.baseUrl}${path}`;
  let clubName: string;
  let news: NewsArticle[];
  let teamNames: string[];
  let sponsorNames: string[];
  /** The newest article: the home page's first card. */
  let article: NewsArticle;

  async function read<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
    const response = await fetch(url(path));
    expect(response.status, path).toBe(200);
    return schema.parse(await response.json());
  }

  beforeAll(async () => {
    clubName = (await read(CLUB_CONFIG_PATH, clubConfigSchema)).clubName;
    news = await read('/api/news', newsArticleSchema.array());
    teamNames = (await read('/api/team-members', publicTeamMemberSchema.array())).map(
      (member) => member.name,
    );
    sponsorNames = (await read('/api/sponsors', sponsorSchema.array())).map(
      (sponsor) => sponsor.name,
    );
    const [newest] = news;
    if (!newest || teamNames.length === 0 || sponsorNames.length === 0) {
      throw new Error('the seeded site has no news, team or sponsors to look for');
    }
    article = newest;
  });

  // Contexts made here (JavaScript off, or signed in); the suite closes its own.
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  describe('as sent, before any script', () => {
    it('/ holds the club name, the team, the newest news and the sponsors', async () => {
      const { status, html } = await fetchPage(url('/'));

      expect(status).toBe(200);
      const text = bodyText(html);
      const shown = [
        clubName,
        ...teamNames,
        ...news.slice(0, NEWS_ON_HOME).map((item) => item.title),
        ...sponsorNames,
      ];
      expect(shown.filter((expected) => !text.includes(expected))).toEqual([]);
    });

    it("an article's page answers 200 with its title in <title>, og:title and its heading", async () => {
      const { status, html } = await fetchPage(url(newsArticlePath(article.slug)));

      expect(status).toBe(200);
      expect(titleOf(html)).toContain(article.title);
      expect(metaContent(html, 'og:title')).toContain(article.title);
      expect(bodyText(html)).toContain(article.title);
    });

    it('an unknown article answers 404 with the 404 page', async () => {
      const { status, html } = await fetchPage(url(newsArticlePath('no-such-article')));

      expect(status).toBe(404);
      expect(bodyText(html)).toContain('404 Page Not Found');
    });
  });

  describe('what crawlers and feed readers fetch', () => {
    const publishedAddresses = () => news.map((item) => url(newsArticlePath(item.slug)));

    it('the sitemap lists every published article and no draft, which has no page', async () => {
      const admin = await suite.browser.newContext();
      contexts.push(admin);
      await signInRequests(admin.request, suite.server.baseUrl, ADMIN);
      const created = await admin.request.post(url('/api/news'), {
        data: {
          title: 'Secret engine swap',
          excerpt: 'Not yet.',
          content: 'Not until the season opens.',
          date: '2026-01-15',
          isPublished: 0,
        },
        headers: { origin: suite.server.baseUrl },
      });
      expect(created.status(), await created.text()).toBe(201);
      const draft = newsArticleSchema.parse(await created.json());

      const sitemap = await fetch(url('/sitemap.xml'));
      const urlset = parseXml(await sitemap.text());
      const listed = childrenNamed(urlset, 'url').map((entry) => childText(entry, 'loc'));

      expect(sitemap.status).toBe(200);
      expect(listed).toEqual(expect.arrayContaining([url('/'), url(NEWS_PATH)]));
      expect(listed).toEqual(expect.arrayContaining(publishedAddresses()));
      expect(listed).not.toContain(url(newsArticlePath(draft.slug)));
      expect((await fetchPage(url(newsArticlePath(draft.slug)))).status).toBe(404);
      const deleted = await admin.request.delete(url(`/api/news/${draft.id}`), {
        headers: { origin: suite.server.baseUrl },
      });
      expect(deleted.status()).toBe(204);
    });

    it('robots.txt names the sitemap', async () => {
      const response = await fetch(url('/robots.txt'));

      expect(response.status).toBe(200);
      expect((await response.text()).split('\n')).toContain(`Sitemap: ${url('/sitemap.xml')}`);
    });

    it('the news feed lists the published articles, linked to their pages', async () => {
      const response = await fetch(url(NEWS_FEED_PATH));
      const feed = parseXml(await response.text());
      const entries = childrenNamed(feed, 'entry');

      expect(response.status).toBe(200);
      expect(feed.name).toBe('feed');
      expect(entries.map((entry) => childText(entry, 'title'))).toEqual(
        news.map((item) => item.title),
      );
      expect(
        entries.map((entry) => childrenNamed(entry, 'link').map((link) => link.attributes.href)),
      ).toEqual(publishedAddresses().map((address) => [address]));
    });
  });

  describe.each(Object.entries(viewports))('in Chromium at %s width', (_size, viewport) => {
    const pages: [string, () => string][] = [
      ['/', () => '/'],
      ['/rules', () => '/rules'],
      ['/join', () => '/join'],
      ['/alumni', () => '/alumni'],
      ['/news', () => NEWS_PATH],
      ['an article', () => newsArticlePath(article.slug)],
    ];

    it.each(pages)('%s hydrates without an error or a warning', async (_name, path) => {
      const page = await suite.openPage(viewport);
      const problems = watchConsole(page);

      await page.goto(url(path()));
      await waitForHydration(page);

      expect(problems()).toEqual([]);
    });
  });

  it('/ hydrates without an error or a warning for a signed-in admin', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.desktop });
    contexts.push(context);
    await signInRequests(context.request, suite.server.baseUrl, ADMIN);
    const page = await context.newPage();
    const problems = watchConsole(page);

    await page.goto(url('/'));
    await waitForHydration(page);
    // The signed-in parts come after hydration: the admin's Log out button in the bar.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Log out' })
      .waitFor();

    expect(problems()).toEqual([]);
  });

  describe('with JavaScript off', () => {
    async function pageWithoutScripts(): Promise<Page> {
      const context = await suite.browser.newContext({
        viewport: viewports.phone,
        javaScriptEnabled: false,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return page;
    }

    it('the page a form post without scripts lands on says when too many forms came', async () => {
      const page = await pageWithoutScripts();

      await page.goto(url(CONTACT_TOO_MANY_PATH));

      await page.getByRole('heading', { name: 'Message not sent' }).waitFor();
      expect(await page.getByText(CONTACT_TOO_MANY).isVisible()).toBe(true);
    });

    it('/ shows the team and the news', async () => {
      const page = await pageWithoutScripts();

      await page.goto(url('/'));

      const team = page.getByRole('region', { name: 'Meet Our Club Family' });
      for (const name of teamNames) {
        expect(await team.getByRole('heading', { name, exact: true }).isVisible(), name).toBe(true);
      }
      const newsSection = page.getByRole('region', { name: 'Latest News' });
      for (const item of news.slice(0, NEWS_ON_HOME)) {
        const heading = newsSection.getByRole('heading', { name: item.title, exact: true });
        expect(await heading.isVisible(), item.title).toBe(true);
      }
    });

    it("/news lists the articles, and Read More leads to the article's page", async () => {
      const page = await pageWithoutScripts();

      await page.goto(url(NEWS_PATH));
      const listed = page.getByRole('main').getByRole('listitem').getByRole('heading');
      expect(await listed.allInnerTexts()).toEqual(news.map((item) => item.title));

      await page.getByRole('link', { name: `Read more: ${article.title}` }).click();

      await page.waitForURL(url(newsArticlePath(article.slug)));
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(article.title);
    });
  });

  describe.each(Object.entries(viewports))(
    'the Read More dialog at %s width',
    (_size, viewport) => {
      async function openDialogFromHome(page: Page) {
        await page.goto(url('/'));
        await waitForHydration(page);
        const readMore = page.getByRole('button', { name: `Read more: ${article.title}` });
        await readMore.scrollIntoViewIfNeeded();
        const scrollY = await page.evaluate(() => window.scrollY);
        await readMore.click();
        const dialog = page.getByRole('dialog', { name: article.title });
        await dialog.waitFor();
        // The address follows the dialog's toggle event, which the browser fires a moment later.
        await page.waitForURL(url(newsArticlePath(article.slug)));
        return { dialog, readMore, scrollY };
      }

      it("opens at the article's address, which reloads to the article's page", async () => {
        const page = await suite.openPage(viewport);
        await openDialogFromHome(page);

        await page.reload();

        await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
        expect(await page.getByRole('dialog').count()).toBe(0);
      });

      it('Back closes it and returns to / where the page was', async () => {
        const page = await suite.openPage(viewport);
        const { dialog, scrollY } = await openDialogFromHome(page);
        expect(scrollY, 'the news section is below the fold').toBeGreaterThan(0);

        await page.goBack();

        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => page.url()).toBe(url('/'));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
      });

      it('Escape closes it and gives focus back to Read More', async () => {
        const page = await suite.openPage(viewport);
        const { dialog, readMore } = await openDialogFromHome(page);

        await page.keyboard.press('Escape');

        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => page.url()).toBe(url('/'));
        await expect
          .poll(() => readMore.evaluate((link) => link === document.activeElement))
          .toBe(true);
      });
    },
  );
});
