// A public page before and after its code (decisions 34, 35, 47 and 49): a visitor's phone fetches
// no code while the person reads, scrolls, opens the menu, Read More or another tab, the page's one
// script written into the page and allowed by the policy alone; the code comes with a mouse, a key
// or a form field, and a button pressed before it came is pressed again once it has; a signed-in
// visitor's page starts at once; and the part of the stylesheet written into each page styles every
// element as the whole stylesheet does.

import { newsArticleSchema } from '@common/club/content';
import { NEWS_PATH, newsArticlePath } from '@common/news/news';
import { RULES_API_PATH, rulesCatalogueSchema } from '@common/rules/rules-catalogue';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { inlineScriptHashes } from '../server/features/pages/inline-scripts';
import { policyDirectives } from '../server/test/policy-directives';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN } from './support/club-settings';
import { isStarted, leaveAlone, untilStarted } from './support/site-started';
import { useServerAndBrowser } from './support/suite';

/** The scripts the page has asked for so far. */
function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describeWithBrowser('the code of a public page, fetched when a person reaches for it', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' }, { wholeBrowser: true });
  const url = (path: string) => `${suite.server.baseUrl}${path}`;
  let articlePath: string;
  let articleTitle: string;

  /** A visitor's phone on `path`, whose code is held back until `releaseCode`. */
  async function pageWithCodeHeld(path: string) {
    const page = leaveAlone(await suite.openPage(viewports.phone));
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto(url(path));
    return { page, releaseCode };
  }

  beforeAll(async () => {
    const response = await fetch(url('/api/news'));
    const [newest] = newsArticleSchema.array().parse(await response.json());
    if (!newest) throw new Error('the seeded site has no published news');
    articlePath = newsArticlePath(newest.slug);
    articleTitle = newest.title;
  });

  it('a visitor who has not touched the page has fetched no script', async () => {
    const page = leaveAlone(await suite.openPage(viewports.phone));
    const scripts = scriptsAskedFor(page);
    await page.goto(url('/'), { waitUntil: 'networkidle' });

    expect(scripts).toEqual([]);
    expect(await isStarted(page)).toBe(false);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);

    await page.mouse.move(20, 300);
    await untilStarted(page);
    expect(scripts.length).toBeGreaterThan(1);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
  });

  it('a phone that uses the menu, opens an article and scrolls fetches no script, and fetches it at a form field', async () => {
    const context = await suite.browser.newContext({
      viewport: viewports.phone,
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = leaveAlone(await context.newPage());
      const scripts = scriptsAskedFor(page);
      await page.goto(url('/'), { waitUntil: 'networkidle' });
      expect(await page.locator('html[data-scrolled]').count()).toBe(0);

      await page.tap('button[aria-label="Open menu"]');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await menu.getByRole('link', { name: 'Sponsors' }).tap();
      await menu.waitFor({ state: 'hidden' });
      await expect
        .poll(() =>
          page.locator('#sponsors').evaluate((section) => section.getBoundingClientRect().top),
        )
        .toBeLessThan(100);
      await page.tap('button[aria-label="Open menu"]');
      await menu.getByRole('button', { name: 'Close' }).tap();
      await menu.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `Read more: ${articleTitle}` }).tap();
      const article = page.getByRole('dialog', { name: articleTitle });
      await article.waitFor();
      await article.getByRole('button', { name: 'Close' }).tap();
      await article.waitFor({ state: 'hidden' });

      const touch = await context.newCDPSession(page);
      // A finger drawn up the screen.
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: 200, y: 700 }],
      });
      for (let y = 660; y >= 300; y -= 40) {
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: 200, y }],
        });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.locator('html[data-scrolled]').waitFor({ state: 'attached' });
      // The bar turns opaque without the code.
      await expect
        .poll(() => page.locator('header').evaluate((bar) => getComputedStyle(bar).backgroundColor))
        .toBe('rgb(255, 255, 255)');

      expect(scripts).toEqual([]);
      expect(await isStarted(page)).toBe(false);

      await page.locator('#contact-firstName').tap();
      await untilStarted(page);
      expect(scripts.length).toBeGreaterThan(1);
    } finally {
      await context.close();
    }
  });

  it("runs the page's own script, and no other written into the page", async () => {
    const page = leaveAlone(await suite.openPage(viewports.desktop));
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refusals.push(message.text());
    });
    const response = await page.goto(url(articlePath));
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    const scriptSources = policyDirectives(policy)['script-src'];
    expect(scriptSources).toBe(
      ["'self'", ...inlineScriptHashes((await response?.text()) ?? '')].join(' '),
    );
    expect(scriptSources).toMatch(/^'self' 'sha256-[\w+/]+=*'$/);

    await page.keyboard.press('Shift');
    await untilStarted(page);
    expect(refusals).toEqual([]);

    const ranInjected = await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'document.documentElement.dataset.injected = "ran"';
      document.body.append(injected);
      return document.documentElement.dataset.injected === 'ran';
    });
    expect(ranInjected).toBe(false);
    await expect.poll(() => refusals.length).toBe(1);
  });

  it('the menu opens at the first tap, before the code has come, and stays open once it has', async () => {
    const { page, releaseCode } = await pageWithCodeHeld('/');

    await page.getByRole('button', { name: 'Open menu' }).click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await isStarted(page)).toBe(false);
    releaseCode();
    await untilStarted(page);
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it("Read More opens the article at the first tap, before the code has come, at the article's address once it has", async () => {
    const { page, releaseCode } = await pageWithCodeHeld('/');

    await page.getByRole('button', { name: `Read more: ${articleTitle}` }).click();

    const article = page.getByRole('dialog', { name: articleTitle });
    await article.waitFor();
    expect(await isStarted(page)).toBe(false);
    expect(page.url()).toBe(url('/'));
    releaseCode();
    await untilStarted(page);
    await expect.poll(() => page.url()).toBe(url(articlePath));
    expect(await article.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await article.waitFor({ state: 'hidden' });
    await expect.poll(() => page.url()).toBe(url('/'));
  });

  it('another tab of /rules opens before the code has come, at its own address', async () => {
    const { page } = await pageWithCodeHeld('/rules');

    await page.getByRole('tab', { name: 'Safety' }).click();

    await page.waitForURL(url('/rules?tab=safety'));
    expect(await page.getByRole('tab', { name: 'Safety' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await isStarted(page)).toBe(false);
  });

  it('a tab chosen once the code has come opens in place, at its own address', async () => {
    const page = await suite.openPage(viewports.phone);
    await page.goto(url('/rules'));
    await page.evaluate(() => {
      document.documentElement.dataset.sameDocument = 'yes';
    });

    await page.getByRole('tab', { name: 'Safety' }).click();

    await expect
      .poll(() => page.getByRole('tab', { name: 'Safety' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.waitForURL(url('/rules?tab=safety'));
    expect(await page.locator('html[data-same-document]').count()).toBe(1);
  });

  it("a card's address in a tab not sent starts the code at once, which shows the card", async () => {
    const catalogue = rulesCatalogueSchema.parse(await (await fetch(url(RULES_API_PATH))).json());
    const card = catalogue.tabs[1]?.cards[0];
    if (!card) throw new Error('the seeded catalogue has no second tab with a card');
    const page = leaveAlone(await suite.openPage(viewports.phone));

    await page.goto(url(`/rules#${card.id}`));

    await untilStarted(page);
    await page.getByRole('heading', { name: card.title }).waitFor();
  });

  it("a signed-in member's page starts without being touched, with their tools", async () => {
    const page = await suite.signedIn(ADMIN, viewports.desktop, '/');
    const alone = leaveAlone(await page.context().newPage());
    await alone.goto(url('/rules'));

    await untilStarted(alone);
    await expect.poll(() => alone.getByRole('button', { name: 'Log out' }).count()).toBe(1);
  });

  it.each(['/', '/rules', '/join', NEWS_PATH, 'article', '/no-such-page'])(
    '%s as sent is styled by its own rules exactly as by the whole stylesheet, on a phone and a desktop',
    async (path) => {
      const page = leaveAlone(await suite.openPage(viewports.phone));
      await page.goto(url(path === 'article' ? articlePath : path));
      const elements = await keepComputedStyles(page, 'phone as sent');
      await page.setViewportSize(viewports.desktop);
      await keepComputedStyles(page, 'desktop as sent');
      const whole = await page
        .locator('style[data-whole-stylesheet]')
        .getAttribute('data-whole-stylesheet');
      expect(whole).toMatch(/^\/assets\/.+\.css$/);

      await page.addStyleTag({ url: url(whole as string) });
      const changed = await changedStyles(page, 'desktop as sent');
      await page.setViewportSize(viewports.phone);
      changed.push(...(await changedStyles(page, 'phone as sent')));

      expect(elements).toBeGreaterThan(20);
      expect(changed).toEqual([]);
    },
  );
});

/**
 * Keeps each element's computed style in the page under `name`, and answers how many elements there
 * are. The styles stay in the page: sent to the test, the hundreds of properties of every element
 * took seconds.
 */
function keepComputedStyles(page: Page, name: string): Promise<number> {
  return page.evaluate((name) => {
    const styles = [...document.body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      // Not custom properties: the page leaves out those nothing on it reads, and one that is read
      // shows in the property that reads it.
      const names = [...style].filter((property) => !property.startsWith('--'));
      return new Map(names.map((property) => [property, style.getPropertyValue(property)]));
    });
    Object.assign(window, { [name]: styles });
    return styles.length;
  }, name);
}

/** What differs now from the computed styles kept under `name`: `element property: before → now`. */
function changedStyles(page: Page, name: string): Promise<string[]> {
  return page.evaluate((name) => {
    const kept = (window as unknown as Record<string, Map<string, string>[]>)[name] ?? [];
    return [...document.body.querySelectorAll('*')].flatMap((element, index) => {
      const style = getComputedStyle(element);
      const before = kept[index];
      const label = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
      return [...style]
        .filter((property) => !property.startsWith('--'))
        .filter((property) => before?.get(property) !== style.getPropertyValue(property))
        .map(
          (property) =>
            `${label} ${property}: ${before?.get(property)} → ${style.getPropertyValue(property)}`,
        );
    });
  }, name);
}
