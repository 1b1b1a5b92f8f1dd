// No page scrolls sideways on a phone (issue: club settings): at the common phone widths, signed out
// and as an admin, whose pencils of inline editing sit beside the texts.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithBrowser, viewports } from './support/browser';
import { turnEditModeOn } from './support/edit-mode';
import { useServerAndBrowser } from './support/suite';

const ADMIN = 'dana.whitfield@example.org';
const PHONE_WIDTHS = [320, 360, 390, 414];
const PAGES = [
  '/',
  '/join',
  '/rules',
  '/alumni',
  '/members',
  '/pending-approval',
  '/profile',
  '/time-tracking',
  '/axel',
  '/admin',
  '/admin/edit?tab=rules',
  '/invitation',
  '/unsubscribe',
  '/no-such-page',
];

/** How far the page reaches past the window's right edge, and the elements that reach it. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth <= width) return undefined;
    // The innermost elements whose box or content passes the right edge (screen-reader-only
    // texts, one pixel wide, aside).
    const reaching = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.left + element.scrollWidth > width + 1;
    });
    const innermost = reaching
      .filter((element) => !reaching.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => `<${element.localName}> "${element.textContent?.trim().slice(0, 30)}"`);
    return `${pageWidth} px wide: ${innermost.join(', ')}`;
  });
}

/** Pages loaded side by side: each waits mostly on the network, which they then share. */
const PAGES_AT_ONCE = 4;

/**
 * Opens each page in a tab of its own at the narrowest width, with all it loads, then widens it
 * step by step. A tab per page, closed after it, so that no timer of one page (a members-only page
 * sends a visitor on to sign-in after 1 s) cuts into the loading of another; a few tabs at a time.
 */
async function pagesWiderThanPhones(context: BrowserContext, baseUrl: string): Promise<string[]> {
  // That sign-in answers nothing here, so the page stays where it is to be measured.
  await context.route('**/api/auth/google**', (route) => route.fulfill({ status: 204 }));
  const waiting = [...PAGES];
  const found = new Map<string, string[]>();
  const measureNext = async (): Promise<void> => {
    const path = waiting.shift();
    if (path === undefined) return;
    found.set(path, await pageWiderThanPhones(context, `${baseUrl}${path}`, path));
    await measureNext();
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, measureNext));
  return PAGES.flatMap((path) => found.get(path) ?? []);
}

async function pageWiderThanPhones(context: BrowserContext, url: string, path: string) {
  const page = await context.newPage();
  await page.setViewportSize({ width: PHONE_WIDTHS[0] ?? 320, height: 800 });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  if (path === '/') {
    // The landing page loads its contact form as it nears the viewport.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
  }
  const found: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await sidewaysOverflow(page);
    if (overflow) found.push(`${path} at ${width} px: ${overflow}`);
  }
  await page.close();
  return found;
}

describeWithBrowser('no sideways scrolling on phones', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });

  it('no page is wider than a 320-414 px phone for a visitor', async () => {
    const page = await suite.openPage(viewports.phone);

    expect(await pagesWiderThanPhones(page.context(), suite.server.baseUrl)).toEqual([]);
  });

  it('no page is wider than a 320-414 px phone for an admin, pencils and all', async () => {
    const page = await suite.signedIn(ADMIN, viewports.phone, '/');
    await turnEditModeOn(page);
    await page.getByRole('button', { name: 'Edit Hero badge' }).waitFor();

    expect(await pagesWiderThanPhones(page.context(), suite.server.baseUrl)).toEqual([]);
  });
});
