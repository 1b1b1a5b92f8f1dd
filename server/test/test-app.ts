// Builds the real app on a fresh test database, for API tests through app.inject.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import * as schema from '../db/schema';
import { openTestDatabase } from './test-database';

export async function makeTestApp(
  options: { environment?: Record<string, string>; clientDir?: string } = {},
) {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', ...options.environment });
  const app = await buildApp({ config, database, clientDir: options.clientDir });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** Empties every table and the public cache, so that tests sharing one app start alike. */
export async function resetTestApp(t: TestApp) {
  const tables = Object.values(schema)
    .filter((table) => is(table, PgTable))
    .map((table) => `"${getTableConfig(table).name}"`);
  await t.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  t.app.deps.publicCache.clear();
}
