// One production server and one Chromium for a whole describe block, as every browser suite uses.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, type viewports } from './browser';
import { signInByEmail } from './dev-login';
import { type RunningServer, startServer } from './server';

type Viewport = (typeof viewports)[keyof typeof viewports];

export interface BrowserSuite {
  server: RunningServer;
  browser: Browser;
  /** A fresh browser (its own cookies) at this viewport; closed after the test. */
  openPage: (viewport: Viewport) => Promise<Page>;
  /** A fresh browser signed in as the account with this email (DEV_LOGIN=1), on `path`. */
  signedIn: (email: string, viewport: Viewport, path: string) => Promise<Page>;
}

/** Starts both before the block's first test and stops them after its last. */
export function useServerAndBrowser(environment: Record<string, string> = {}): BrowserSuite {
  const contexts: BrowserContext[] = [];
  const suite: BrowserSuite = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    openPage: async (viewport) => {
      const context = await suite.browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return page;
    },
    signedIn: async (email, viewport, path) => {
      const page = await suite.openPage(viewport);
      await signInByEmail(page, suite.server.baseUrl, email, path);
      return page;
    },
  };
  beforeAll(async () => {
    suite.server = await startServer(environment);
    suite.browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
