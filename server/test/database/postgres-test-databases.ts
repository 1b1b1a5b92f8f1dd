// Vitest's global setup for the API tests on PostgreSQL: at the run's end, drops the databases the
// test apps left for reuse (test-database.ts), and any a crashed run left behind.
import {
  dropPostgresDatabase,
  POSTGRES_TEST_DATABASE_PREFIX,
  withAdminClient,
} from './test-database';

export default function setup() {
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const { rows } = await withAdminClient(serverUrl, (client) =>
      client.query<{ name: string }>(
        'select datname as name from pg_database where starts_with(datname, $1)',
        [POSTGRES_TEST_DATABASE_PREFIX],
      ),
    );
    for (const { name } of rows) await dropPostgresDatabase(serverUrl, name);
  };
}
