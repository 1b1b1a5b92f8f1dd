// The system Chromium (its headless shell where installed), driven by playwright-core. Without one,
// the browser suites are skipped.
import { type Browser, chromium } from 'playwright-core';
import { describe } from 'vitest';
import {
  chromiumFlags,
  chromiumPath,
  configuredChromiumPath,
  configuredTestChromiumPath,
} from './chromium';
import { waitForTheSiteInEveryPage } from './site-started';

/** The sizes every browser test runs at. */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * The headless shell, or with `whole` the whole browser: the shell moves its mouse over a page that
 * has just loaded, as a desktop's resting mouse would, which a test of a phone untouched cannot have.
 */
export async function launchBrowser({ whole = false } = {}): Promise<Browser> {
  const configured = whole ? configuredChromiumPath : configuredTestChromiumPath;
  const executablePath = chromiumPath(configured);
  if (!executablePath) throw new Error(`e2e: no Chromium at ${configured} (set CHROME_PATH)`);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: chromiumFlags,
  });
  return waitForTheSiteInEveryPage(browser);
}

let skipNoticeShown = false;

/** A describe block that needs a browser: skipped, with one line saying so, when none is found. */
export function describeWithBrowser(name: string, body: () => void): void {
  const missing = chromiumPath(configuredTestChromiumPath) === undefined;
  if (missing && !skipNoticeShown) {
    skipNoticeShown = true;
    console.warn(
      `e2e: no Chromium at ${configuredTestChromiumPath} (set CHROME_PATH); browser tests skipped`,
    );
  }
  describe.skipIf(missing)(name, body);
}
