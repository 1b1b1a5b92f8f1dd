// Vitest's global setup for the API tests on PostgreSQL: at the run's end, drops the run's databases
// (test-database.ts), those kept for reuse and those a test changed, and any a crashed run left
// behind. All at once: each drop waits for a checkpoint, and drops waiting together share one.
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
    await Promise.all(rows.map(({ name }) => dropPostgresDatabase(serverUrl, name)));
  };
}
