// Builds the real app on a fresh test database, for API tests through app.inject.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { ModelTimeLimits } from '../features/axel/model/time-limits';
import { seedRulesCatalogue } from '../features/rules/seed-catalogue';
import type { TimeTrackingOptions } from '../features/time-tracking/time-tracking';
import { withLocalSecrets } from '../local-secrets';
import { emptyTables, openTestDatabase, type TestDatabase } from './database/test-database';

export async function makeTestApp(
  options: {
    environment?: Record<string, string>;
    clientDir?: string;
    timeTracking?: TimeTrackingOptions;
    newsSchedule?: AppOptions['newsSchedule'];
    axelTimeLimits?: ModelTimeLimits;
    mailSender?: AppOptions['mailSender'];
    /** Silent unless a test reads the log (a pino stream into an array). */
    logger?: AppOptions['logger'];
    /** Builds a second instance of the site on that app's database. */
    sameDatabaseAs?: { database: TestDatabase };
  } = {},
) {
  const database = options.sameDatabaseAs
    ? await options.sameDatabaseAs.database.openAgain()
    : await openTestDatabase();
  // A DATA_DIR of this app's own; both secrets are given, so none is kept there.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-test-'));
  const config = withLocalSecrets(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-session-secret-of-at-least-32-characters',
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
      ...options.environment,
    }),
  );
  const app = await buildApp({
    config,
    database,
    clientDir: options.clientDir,
    // Tests run Clockify's rounds themselves (runClockifyRound), at the moments they choose.
    timeTracking: { background: false, ...options.timeTracking },
    // Likewise scheduled articles (publishDueNews), unless a test starts the instance's own timer.
    newsSchedule: options.newsSchedule ?? { background: false },
    axelTimeLimits: options.axelTimeLimits,
    // Likewise the outbox (app.deps.mail.sendDue), unless a test starts the instance's own sender.
    mailSender: { background: false, ...options.mailSender },
    logger: options.logger,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** Empties every table and the public cache, so that tests sharing one app start alike. */
export async function resetTestApp(t: TestApp) {
  await emptyTables(t.db);
  await seedRulesCatalogue(t.db);
  t.app.deps.publicCache.clear();
}
