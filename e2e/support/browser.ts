// The system Chromium, driven by playwright-core. Without one, the browser suites are skipped.
import { type Browser, chromium } from 'playwright-core';
import { describe } from 'vitest';
import { chromiumFlags, chromiumPath, configuredChromiumPath } from './chromium';
import { waitForTheSiteInEveryPage } from './site-started';

/** The sizes every browser test runs at. */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error(`e2e: no Chromium at ${configuredChromiumPath} (set CHROME_PATH)`);
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
  const missing = chromiumPath() === undefined;
  if (missing && !skipNoticeShown) {
    skipNoticeShown = true;
    console.warn(
      `e2e: no Chromium at ${configuredChromiumPath} (set CHROME_PATH); browser tests skipped`,
    );
  }
  describe.skipIf(missing)(name, body);
}
