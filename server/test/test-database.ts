// A fresh database for each test app: an in-memory PGlite, or, in the api-postgres project, a new
// database on TEST_DATABASE_URL's server that is dropped when the test closes it. A second app may
// open the same database, as a second instance of the site would.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';

export interface TestDatabase extends DatabaseHandle {
  /** Opens this database again for another app; closing that leaves this one open. */
  openAgain(): Promise<TestDatabase>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DATABASE_TARGET !== 'postgres' || !serverUrl) {
    const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
    // The embedded database serves one process: a second app shares it.
    const openAgain = async (): Promise<TestDatabase> => ({
      ...handle,
      openAgain,
      close: async () => {},
    });
    return { ...handle, openAgain };
  }
  const name = `club_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const openAgain = async (): Promise<TestDatabase> => ({
    ...(await openDatabase({ databaseUrl: url.href, dataDir: '' })),
    openAgain,
  });
  const handle = await openDatabase({ databaseUrl: url.href, dataDir: '' });
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
