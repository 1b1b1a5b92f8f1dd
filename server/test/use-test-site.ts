// The one set-up of an API test file: the app on a fresh database, with what the file's tests need
// beside it (the tests' Clockify on a clock the tests move, model, SMTP server, OpenID provider, a
// second instance, signed-in users), started before the file's first test, brought back to how it
// started before each, and closed after the last. Read it inside the tests: `site.t`, `site.admin`.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TestClockify } from './clockify/clockify-server';
import type { TestProvider } from './identity/oidc-provider';
import type { SmtpTestServer } from './mail/smtp-server';
import type { OpenAICompatibleServer } from './model/openai-compatible-server';
import { type SignedInRole, type SignedInUser, signedInRoles, signInAs } from './signed-in-users';
import { makeTestApp, resetTestApp, type TestApp } from './test-app';
import {
  type SiteServer,
  startSiteClockify,
  startSiteIdentityProvider,
  startSiteMail,
  startSiteModel,
} from './test-site-servers';

type AppOptions = Omit<
  NonNullable<Parameters<typeof makeTestApp>[0]>,
  'environment' | 'sameDatabaseAs'
>;

export interface TestSiteOptions {
  /** The app's settings, beyond the servers' addresses the site fills in (and over them). */
  environment?: Record<string, string>;
  /** The app's other options: a logger, Axel's time limits, the mail sender's timing… */
  app?: AppOptions;
  /**
   * The tests' Clockify, on a clock that moves on by `clockStepMs` before each test, past any pause
   * after a failure and the calls an earlier test made; `timeoutMs` is a member request's limit.
   */
  clockify?: { clockStepMs: number; timeoutMs?: number };
  /** The tests' OpenAI-compatible model (gpt-4o-mini unless AI_MODEL says otherwise). */
  model?: true | { apiKey: string };
  /** The tests' SMTP server; with `appSends: false` the app has no SMTP_URL and keeps its mail. */
  mail?: true | { appSends: false };
  /** The tests' OpenID provider, whose sign-ins come back to PUBLIC_URL. */
  identityProvider?: boolean;
  /** A second instance on the same database, with these of the app's options changed. */
  secondInstance?: boolean | AppOptions;
  /** A new active user of each role, signed in before each test: `site.admin`, `site.member`… */
  signedIn?: readonly SignedInRole[];
}

interface Servers {
  clockify: TestClockify;
  model: OpenAICompatibleServer;
  mail: SmtpTestServer;
  identityProvider: TestProvider;
}
const serverNames = ['clockify', 'model', 'mail', 'identityProvider'] as const;

export interface TestSite extends Servers, Record<SignedInRole, SignedInUser> {
  t: TestApp;
  second: TestApp;
  /** The clock of the app's time tracking and of the tests' Clockify. */
  now(): number;
  /** Moves that clock on, as time passing would. */
  advanceClock(ms: number): void;
}

export function useTestSite(options: TestSiteOptions = {}): TestSite {
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  const servers: { [Name in keyof Servers]?: SiteServer<Servers[Name]> } = {};
  const apps: { t?: TestApp; second?: TestApp } = {};
  const users: Partial<Record<SignedInRole, SignedInUser>> = {};

  beforeAll(async () => {
    if (options.clockify) servers.clockify = await startSiteClockify(now);
    if (options.model) {
      servers.model = await startSiteModel(options.model === true ? {} : options.model);
    }
    if (options.mail) servers.mail = await startSiteMail(options.mail === true);
    if (options.identityProvider) {
      servers.identityProvider = await startSiteIdentityProvider(options.environment?.PUBLIC_URL);
    }
    const environment: Record<string, string> = Object.assign(
      {},
      ...Object.values(servers).map((server) => server.environment),
      options.environment,
    );
    const appOptions = { ...options.app, environment };
    if (options.clockify) {
      appOptions.timeTracking = {
        ...appOptions.timeTracking,
        now,
        timeoutMs: options.clockify.timeoutMs,
      };
    }
    apps.t = await makeTestApp(appOptions);
    if (options.secondInstance) {
      const changed = options.secondInstance === true ? {} : options.secondInstance;
      apps.second = await makeTestApp({ ...appOptions, ...changed, sameDatabaseAs: apps.t });
    }
    // Building an app runs the migrations, and each server starts: slow on a busy machine.
  }, 120_000);
  beforeEach(async () => {
    if (!apps.t) return;
    await resetTestApp(apps.t);
    apps.second?.app.deps.publicCache.clear();
    for (const server of Object.values(servers)) await server.reset();
    if (options.clockify) clockOffsetMs += options.clockify.clockStepMs;
    for (const role of options.signedIn ?? []) users[role] = await signInAs(apps.t, role);
  });
  afterAll(async () => {
    await apps.second?.close();
    await apps.t?.close();
    for (const server of Object.values(servers).reverse()) await server.close();
  });

  const site = {
    now,
    advanceClock: (ms: number) => {
      clockOffsetMs += ms;
    },
  } as TestSite;
  const parts: Record<string, () => unknown> = { t: () => apps.t, second: () => apps.second };
  for (const name of serverNames) parts[name] = () => servers[name]?.server;
  for (const role of signedInRoles) parts[role] = () => users[role];
  for (const [name, partOf] of Object.entries(parts)) {
    Object.defineProperty(site, name, {
      get: () => partOf() ?? fail(`the test site has no ${name}: ask for it in useTestSite`),
    });
  }
  return site;
}

function fail(message: string): never {
  throw new Error(message);
}
