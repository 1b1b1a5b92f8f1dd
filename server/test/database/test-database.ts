// A fresh database for each test app: an in-memory PGlite, or, in the api-postgres project, a new
// database on TEST_DATABASE_URL's server that is dropped when the test closes it.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase } from '../../db/client';
import type { DatabaseHandle } from '../../db/database';
import { openEmbedded } from '../../db/embedded-database';

export interface TestDatabase extends DatabaseHandle {
  /**
   * Opens the same database again, as another instance of the site would (on PGlite, which serves
   * one process, the same handle). Closing what it answers leaves the database in place.
   */
  openAgain(): Promise<TestDatabase>;
}

/** The PostgreSQL server the tests run on, or undefined when they run on PGlite. */
export function postgresTestServer(): string | undefined {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return process.env.TEST_DATABASE_TARGET === 'postgres' ? serverUrl || undefined : undefined;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = postgresTestServer();
  if (!serverUrl) {
    // Started from the run's migrated database (database-template.ts), when there is one (not in
    // the bench); the migrations still run, and find nothing to do.
    const templateFile = process.env.TEST_PGLITE_TEMPLATE;
    const template = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
    const handle = await openEmbedded({ databaseUrl: 'memory://', dataDir: '' }, template);
    const again: TestDatabase = { ...handle, close: async () => {}, openAgain: async () => again };
    return { ...handle, openAgain: async () => again };
  }
  const name = `club_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const open = () => openDatabase({ databaseUrl: url.href, dataDir: '' });
  const openAgain = async (): Promise<TestDatabase> => ({ ...(await open()), openAgain });
  const handle = await open();
  return {
    ...handle,
    openAgain,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
