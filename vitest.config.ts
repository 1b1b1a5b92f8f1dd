import { statSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const serverTests = ['server/**/*.test.ts'];

/**
 * The browser files first, then each project's files in turn, the larger first within each: a
 * browser file takes tens of seconds (a server and a Chromium of its own), so started last it would
 * keep one worker busy while the other has nothing left to do. A project's files stay together, as
 * a worker that runs an API file after a browser one loads the server's code anew.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const projectOrder = (file: TestSpecification) =>
      file.project.name === 'e2e' ? '' : file.project.name;
    const sizes = new Map(files.map((file) => [file, statSync(file.moduleId).size]));
    const size = (file: TestSpecification) => sizes.get(file) ?? 0;
    return [...files].sort(
      (a, b) => projectOrder(a).localeCompare(projectOrder(b)) || size(b) - size(a),
    );
  }
}

// The API tests run on an in-memory PGlite; with TEST_DATABASE_URL they run again on PostgreSQL.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine. The API
    // tests spend much of their time waiting (servers, time limits), so two run well side by side.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['common/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: serverTests,
          // Files share a worker's modules: each file builds its own app and database, and loading
          // the server's code and PGlite's WebAssembly once per worker halves the time.
          isolate: false,
          globalSetup: ['server/test/database/database-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: serverTests,
                isolate: false,
                globalSetup: ['server/test/database/postgres-test-databases.ts'],
                // Tests of the embedded database, the process and pure logic need no second run.
                exclude: [
                  'server/process/**',
                  'server/config.test.ts',
                  'server/data-dir-lock.test.ts',
                  'server/db/embedded-directory.test.ts',
                  'server/db/backup.test.ts',
                  'server/http/access-guard.test.ts',
                  'server/features/auth/return-path.test.ts',
                  // A provider that is down or hangs never gets as far as the database.
                  'server/features/auth/provider-down.test.ts',
                  // Axel's search and suggestions, reading a PDF and splitting a rulebook are pure logic.
                  'server/features/axel/retrieval/retrieval.test.ts',
                  'server/features/axel/follow-ups.test.ts',
                  'server/features/axel/rulebook/read-rulebook.test.ts',
                  'server/features/axel/rulebook/split-clauses.test.ts',
                  'server/features/axel/rulebook/pdf-lines.test.ts',
                  'server/features/axel/cut-on-word.test.ts',
                  // Encryption and the Clockify client never touch the database.
                  'server/features/time-tracking/key-encryption.test.ts',
                  'server/features/time-tracking/clockify/clockify-client.test.ts',
                  // The test Clockify is a server of its own, without a database.
                  'server/test/clockify/clockify-server*.test.ts',
                  // So is the test SMTP server.
                  'server/test/mail/smtp-server.test.ts',
                  // Which errors mean "database down" is pure logic.
                  'server/db/unavailable.test.ts',
                  // The page head, its stylesheet, the rendered-page memory and its compression are
                  // pure logic.
                  'server/features/pages/page-head.test.ts',
                  'server/features/pages/page-stylesheet.test.ts',
                  'server/features/pages/rendered-pages.test.ts',
                  'server/features/pages/compressed-page.test.ts',
                  // A model or a Clockify that fails or hangs is a matter of time limits, on any
                  // database (the budget's reservations run on PostgreSQL in parallel-budget.test.ts).
                  'server/features/axel/model/model-failures.test.ts',
                  'server/features/time-tracking/clockify-outage.test.ts',
                ],
                env: { TEST_DATABASE_TARGET: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        // Each file starts its own server (a free port, a copy of the seeded database) and browser.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/seeded-data-dir.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A page's answer can take seconds on a busy 2-core machine, beyond the default second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        // Two server processes on TEST_DATABASE_URL behind Caddy: `npm run test:instances`.
        test: {
          name: 'instances',
          include: ['deploy/**/*.test.ts'],
          globalSetup: ['server/test/database/postgres-test-databases.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
