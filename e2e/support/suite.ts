// One production server and one Chromium for a whole describe block, as every browser suite uses.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

export interface BrowserSuite {
  server: RunningServer;
  browser: Browser;
}

/** Starts both before the block's first test and stops them after its last. */
export function useServerAndBrowser(environment: Record<string, string> = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.server = await startServer(environment);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
