// The one set-up of an API test file: the app on a fresh database, with what the file's tests need
// beside it (the tests' Clockify on a clock the tests move), started before the file's first test,
// emptied before each, and closed after the last. Read it inside the tests: `site.t`, `site.clockify`.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestClockify, type TestClockify } from './clockify-server';
import { makeTestApp, resetTestApp, type TestApp } from './test-app';

type AppOptions = NonNullable<Parameters<typeof makeTestApp>[0]>;

export interface TestSiteOptions {
  /** The app's settings, beyond the servers' addresses the site fills in. */
  environment?: Record<string, string>;
  /**
   * The tests' Clockify, on a clock that moves on by `clockStepMs` before each test, past any pause
   * after a failure and the calls an earlier test made; `timeoutMs` is a member request's limit.
   */
  clockify?: { clockStepMs: number; timeoutMs?: number };
  /** A second instance of the site on the same database. */
  secondInstance?: boolean;
}

export interface TestSite {
  t: TestApp;
  second: TestApp;
  clockify: TestClockify;
  /** The clock of the app's time tracking and of the tests' Clockify. */
  now(): number;
  /** Moves that clock on, as time passing would. */
  advanceClock(ms: number): void;
}

export function useTestSite(options: TestSiteOptions = {}): TestSite {
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  const started: Partial<TestSite> = {};

  beforeAll(async () => {
    const environment = { ...options.environment };
    const appOptions: AppOptions = { environment };
    if (options.clockify) {
      started.clockify = await startTestClockify({ now });
      environment.CLOCKIFY_API_URL = started.clockify.apiUrl;
      appOptions.timeTracking = { now, timeoutMs: options.clockify.timeoutMs };
    }
    started.t = await makeTestApp(appOptions);
    if (options.secondInstance) {
      started.second = await makeTestApp({ ...appOptions, sameDatabaseAs: started.t });
    }
    // Building an app runs the migrations, slow on a busy machine.
  }, 60_000);
  beforeEach(async () => {
    if (started.t) await resetTestApp(started.t);
    started.second?.app.deps.publicCache.clear();
    if (started.clockify && options.clockify) {
      started.clockify.setFailure(null);
      started.clockify.setDelay(0);
      started.clockify.resetCalls();
      clockOffsetMs += options.clockify.clockStepMs;
    }
  });
  afterAll(async () => {
    await started.second?.close();
    await started.t?.close();
    await started.clockify?.close();
  });

  const present = <K extends 'clockify' | 'second' | 't'>(name: K): TestSite[K] => {
    const part = started[name];
    if (!part) throw new Error(`the test site has no ${name}: ask for it in useTestSite`);
    return part as TestSite[K];
  };
  return {
    get t() {
      return present('t');
    },
    get second() {
      return present('second');
    },
    get clockify() {
      return present('clockify');
    },
    now,
    advanceClock: (ms) => {
      clockOffsetMs += ms;
    },
  };
}
