// One production server and one Chromium for a whole describe block, as every browser suite uses,
// with the tests' model or Clockify beside the server when the block asks for them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { TestClockify } from '../../server/test/clockify/clockify-server';
import type { OpenAICompatibleServer } from '../../server/test/model/openai-compatible-server';
import {
  type SiteServer,
  startSiteClockify,
  startSiteModel,
} from '../../server/test/test-site-servers';
import { launchBrowser } from './browser';
import { signInByEmail } from './dev-login';
import { type RunningServer, startServer } from './server';

/** A browser window's size: one of `viewports`, or another a test needs. */
type Viewport = { width: number; height: number };

export interface BrowserSuiteOptions {
  /** The tests' OpenAI-compatible model, brought back to how it started before each test. */
  model?: true;
  /**
   * The tests' Clockify, filled in by this function before the server starts; it answers the
   * settings it adds to the server's (its reports address, an admin key…).
   */
  clockify?: (clockify: TestClockify) => Record<string, string>;
  /** The whole browser rather than its headless shell (`launchBrowser` says when it matters). */
  wholeBrowser?: true;
}

export interface BrowserSuite {
  server: RunningServer;
  browser: Browser;
  /** The tests' model, when the block asked for it. */
  model: OpenAICompatibleServer;
  /** The tests' Clockify, when the block asked for it. */
  clockify: TestClockify;
  /** A fresh browser (its own cookies) at this viewport; closed after the test. */
  openPage: (viewport: Viewport) => Promise<Page>;
  /** A fresh browser signed in as the account with this email (DEV_LOGIN=1), on `path`. */
  signedIn: (email: string, viewport: Viewport, path: string) => Promise<Page>;
}

/** Starts them all before the block's first test and stops them after its last. */
export function useServerAndBrowser(
  environment: Record<string, string> = {},
  options: BrowserSuiteOptions = {},
): BrowserSuite {
  const contexts: BrowserContext[] = [];
  const beside: {
    model?: SiteServer<OpenAICompatibleServer>;
    clockify?: SiteServer<TestClockify>;
  } = {};
  const suite: BrowserSuite = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    get model() {
      return beside.model?.server ?? fail('model');
    },
    get clockify() {
      return beside.clockify?.server ?? fail('clockify');
    },
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
    const settings: Record<string, string> = {};
    if (options.model) {
      beside.model = await startSiteModel();
      Object.assign(settings, beside.model.environment);
    }
    if (options.clockify) {
      beside.clockify = await startSiteClockify(Date.now);
      Object.assign(
        settings,
        beside.clockify.environment,
        options.clockify(beside.clockify.server),
      );
    }
    suite.server = await startServer({ ...settings, ...environment });
    suite.browser = await launchBrowser({ whole: options.wholeBrowser });
  });
  beforeEach(async () => {
    for (const server of Object.values(beside)) await server.reset();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    for (const server of Object.values(beside)) await server.close();
  });
  return suite;
}

function fail(name: string): never {
  throw new Error(`the browser suite has no ${name}: ask for it in useServerAndBrowser`);
}
