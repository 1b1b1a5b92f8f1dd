// The site shell in a real browser against the production server: the home page's news, the 404
// page, and accessibility, at phone and desktop widths.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type NewsArticle, newsArticleSchema } from '@common/club/content';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { starterNews } from '../server/db/seed/seed-content';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const resultsDir = fileURLToPath(new URL('../test-results/', import.meta.url));
const draftTitles = starterNews.filter((article) => article.isPublished === 0).map((a) => a.title);

describeWithBrowser('the site shell', () => {
  const suite = useServerAndBrowser();
  let publishedNews: NewsArticle[];

  beforeAll(async () => {
    const response = await fetch(`${suite.server.baseUrl}/api/news`);
    publishedNews = newsArticleSchema.array().parse(await response.json());
    mkdirSync(resultsDir, { recursive: true });
  });

  describe.each(Object.entries(viewports))('at %s width', (size, viewport) => {
    let page: Page;

    beforeEach(async () => {
      page = await suite.openPage(viewport);
    });

    async function openHome() {
      await page.goto(`${suite.server.baseUrl}/`);
      const latestNews = page.getByRole('region', { name: 'Latest News' });
      await latestNews.getByRole('heading', { name: 'Latest News' }).waitFor();
      const titles = latestNews.getByRole('heading', { level: 3 });
      await titles.first().waitFor();
      return titles;
    }

    it('the home page shows the three latest published articles and no draft', async () => {
      const titles = await openHome();
      await page.screenshot({ path: `${resultsDir}home-${size}.png`, fullPage: true });

      expect(draftTitles.length).toBeGreaterThan(0);
      expect(publishedNews.length).toBeGreaterThan(3);
      expect(await titles.allTextContents()).toEqual(
        publishedNews.slice(0, 3).map((article) => article.title),
      );
      for (const title of draftTitles) {
        expect(await page.getByText(title).count(), `draft "${title}" shown`).toBe(0);
      }
    });

    it('an unknown path shows the 404 page, whose "Back to home" link leads home', async () => {
      const response = await page.goto(`${suite.server.baseUrl}/no-such-page`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();

      await page.getByRole('link', { name: 'Back to home' }).click();

      await page.waitForURL(`${suite.server.baseUrl}/`);
      await page.getByRole('heading', { name: 'Latest News' }).waitFor();
    });

    it('the home page has no axe violations', async () => {
      await openHome();
      await expectNoAxeViolations(page);
    });

    it('/join shows its title, says when no signup form is configured, and leads back home', async () => {
      await page.goto(`${suite.server.baseUrl}/join`);
      await page.getByRole('heading', { name: 'Join Our Team' }).waitFor();
      await page.getByText('Our signup form is not online yet').waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Back to home' }).click();

      await page.waitForURL(`${suite.server.baseUrl}/`);
    });

    it('the 404 page has no axe violations', async () => {
      await page.goto(`${suite.server.baseUrl}/no-such-page`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await expectNoAxeViolations(page);
    });
  });
});
