// Vitest's global setup for the API tests on PostgreSQL: at the run's end, drops the databases the
// test apps left for reuse (test-database.ts), and any a crashed run left behind.
import pg from 'pg';
import { POSTGRES_TEST_DATABASE_PREFIX } from './test-database';

export default function setup() {
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select datname as name from pg_database where starts_with(datname, $1)',
        [POSTGRES_TEST_DATABASE_PREFIX],
      );
      for (const { name } of rows) {
        await client.query(`drop database if exists "${name}" with (force)`);
      }
    } finally {
      await client.end();
    }
  };
}
