// The news section's "Read More" dialog (decisions 31 and 47) in a real browser: the full article,
// the three ways to close it, where focus goes, its size, and accessibility.
import { type NewsArticle, newsArticleSchema } from '@common/club/content';
import { newsArticlePath } from '@common/news/news';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';

/** Tailwind's max-w-2xl: 42rem. */
const DIALOG_MAX_WIDTH = 672;

const paragraphsOf = (article: NewsArticle) => article.content.split(/\n\s*\n/);

describeWithBrowser('the news article dialog', () => {
  const suite = useServerAndBrowser();
  /** The newest published article: the first card, and a long one (three paragraphs). */
  let article: NewsArticle;

  beforeAll(async () => {
    const response = await fetch(`${suite.server.baseUrl}/api/news`);
    const [newest] = newsArticleSchema.array().parse(await response.json());
    if (!newest) throw new Error('the seeded site has no published news');
    article = newest;
  });

  describe.each(Object.entries(viewports))('at %s width', (size, viewport) => {
    let page: Page;

    beforeEach(async () => {
      page = await suite.openPage(viewport);
    });

    const readMore = () => page.getByRole('button', { name: `Read more: ${article.title}` });
    const dialog = () => page.getByRole('dialog', { name: article.title });

    async function openArticle() {
      await page.goto(`${suite.server.baseUrl}/`);
      await readMore().click();
      await dialog().waitFor();
    }

    /** Whether the Read More button that opened the dialog has the keyboard focus. */
    const readMoreHasFocus = () =>
      readMore().evaluate((button) => button === document.activeElement);

    it('Read More opens a modal dialog with the full article', async () => {
      await page.goto(`${suite.server.baseUrl}/`);
      const [, laterParagraph] = paragraphsOf(article);
      expect(laterParagraph, 'the newest article has more than its excerpt').toBeDefined();
      await readMore().waitFor();
      // In the page as sent, in the dialog, out of sight until Read More opens it.
      expect(await page.getByText(laterParagraph ?? '', { exact: true }).isVisible()).toBe(false);

      await readMore().click();

      await dialog().getByRole('heading', { name: article.title }).waitFor();
      for (const paragraph of paragraphsOf(article)) {
        await dialog().getByText(paragraph, { exact: true }).waitFor();
      }
      if (article.author) await dialog().getByText(article.author).waitFor();
      const ownPage = dialog().getByRole('link', { name: "Open the article's page" });
      expect(await ownPage.getAttribute('href')).toBe(newsArticlePath(article.slug));
      // Modal: the browser keeps the page behind it from assistive technology until it closes.
      expect(await dialog().evaluate((element) => element.matches(':modal'))).toBe(true);
    });

    const closings: [string, () => Promise<void>][] = [
      ['its Close button', () => dialog().getByRole('button', { name: 'Close' }).click()],
      ['Escape', () => page.keyboard.press('Escape')],
      // The overlay's bottom-left corner, well clear of the centred dialog.
      ['a click outside it', () => page.mouse.click(4, viewport.height - 4)],
    ];

    it.each(closings)('closes by %s and gives focus back to Read More', async (_how, close) => {
      await openArticle();
      expect(await dialog().evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );

      await close();

      await dialog().waitFor({ state: 'hidden' });
      // The dialog had the article's address; closing it goes back to the home page's.
      await expect.poll(() => page.url()).toBe(`${suite.server.baseUrl}/`);
      await expect.poll(readMoreHasFocus).toBe(true);
      expect(await page.getByRole('button', { name: /^Read more:/ }).count()).toBe(3);
    });

    it('is at most 42rem wide and 80% of the viewport high, inside the viewport', async () => {
      await openArticle();

      const box = await dialog().boundingBox();
      if (!box) throw new Error('the dialog has no box');
      expect(box.width).toBeLessThanOrEqual(DIALOG_MAX_WIDTH);
      expect(box.height).toBeLessThanOrEqual(viewport.height * 0.8 + 0.5);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const style = await dialog().evaluate((element) => {
        const { maxHeight, overflowY } = getComputedStyle(element);
        return { maxHeight: Number.parseFloat(maxHeight), overflowY };
      });
      expect(style.maxHeight).toBeCloseTo(viewport.height * 0.8, 1);
      expect(style.overflowY).toBe('auto');
      if (size === 'desktop') {
        // Wide enough to read, centred.
        expect(box.width).toBeGreaterThan(DIALOG_MAX_WIDTH - 1);
        expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
      }
    });

    // At the phone's taller viewport the seeded article fits within 80% of it.
    if (size === 'desktop') {
      it('a long article scrolls inside the dialog to its last paragraph', async () => {
        await openArticle();
        const lastParagraph = dialog().getByText(paragraphsOf(article).at(-1) ?? '', {
          exact: true,
        });
        /** How far the last paragraph's end lies below the dialog's visible end, in pixels. */
        const hiddenBelow = () =>
          lastParagraph.evaluate((paragraph) => {
            const dialogBox = paragraph.closest('dialog')?.getBoundingClientRect();
            return paragraph.getBoundingClientRect().bottom - (dialogBox?.bottom ?? 0);
          });
        expect(await hiddenBelow(), 'the article is taller than the dialog').toBeGreaterThan(0);

        const box = await dialog().boundingBox();
        if (!box) throw new Error('the dialog has no box');
        const pageScroll = await page.evaluate(() => window.scrollY);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(0, 400);

        await expect.poll(hiddenBelow).toBeLessThanOrEqual(0);
        expect(await page.evaluate(() => window.scrollY), 'the page behind scrolled').toBe(
          pageScroll,
        );
      });
    }

    it('has no axe violations with the dialog open', async () => {
      await openArticle();
      await expectNoAxeViolations(page);
    });
  });
});
