// A public page's code arrives when a person first reaches for the page, a server-rendered page for
// a visitor not signed in (client/src/boot.ts, decision 34). A page opened by a test reaches for it
// the way a keyboard user does (a press of Shift, which changes nothing on the page) and waits, as a
// person would before using a button, for `html[data-started]`
// (client/src/components/site-started.tsx). An address that is not a page of the site (a file,
// JSON) and a browser with scripts off wait for the load alone.
import type { Browser, BrowserContext, Page } from 'playwright-core';

const leftAlone = new WeakSet<Page>();

/** A page whose loads neither press a key nor wait: a test of what comes before the site starts. */
export function leaveAlone(page: Page): Page {
  leftAlone.add(page);
  return page;
}

/** Whether the site's code has taken the page over. */
export const isStarted = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.started === 'true');

/** Waits until the site's code has taken the page over. */
export async function untilStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.started === 'true');
}

async function siteStarted(page: Page): Promise<void> {
  if (leftAlone.has(page) || (await page.locator('#root').count()) === 0) return;
  await page.keyboard.press('Shift');
  await untilStarted(page);
}

/** Makes the page's loads (goto, reload, back and forward) wait until the site has started. */
function waitForTheSite(page: Page): Page {
  for (const load of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[load].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [load]: async (...args: unknown[]) => {
        const response = await original(...args);
        await siteStarted(page);
        return response;
      },
    });
  }
  return page;
}

/** Every page of the browser's contexts waits for the site, but where scripts are turned off. */
export function waitForTheSiteInEveryPage(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  const watch = (context: BrowserContext, scriptsOn: boolean) => {
    if (scriptsOn) context.on('page', waitForTheSite);
    return context;
  };
  browser.newContext = async (options) =>
    watch(await newContext(options), options?.javaScriptEnabled !== false);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    return options?.javaScriptEnabled === false ? page : waitForTheSite(page);
  };
  return browser;
}
