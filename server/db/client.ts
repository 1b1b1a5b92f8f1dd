// Opens the site's database: PostgreSQL when DATABASE_URL says so, otherwise the embedded PGlite
// (embedded-database.ts). Both speak the same SQL through Drizzle.
import { drizzle } from 'drizzle-orm/node-postgres';
import { type DatabaseHandle, type DatabaseLocation, schema } from './database';
import { migratePostgres } from './migrate';
import { postgresNotifications } from './postgres-notifications';
import { PostgresPool } from './postgres-pool';

/** How long a query may run on PostgreSQL; migrations, on their own connection, may run longer. */
const STATEMENT_TIMEOUT_MS = 5000;
/** How long a request waits for a connection, new or free, before the database counts as down. */
const CONNECT_TIMEOUT_MS = 3000;

/** Opens the database and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  const url = location.databaseUrl;
  if (url?.startsWith('postgres')) return openPostgres(url);
  const { openEmbedded } = await import('./embedded-database');
  return openEmbedded(location);
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new PostgresPool({
    connectionString,
    max: 10,
    // A database that stops answering fails a request within seconds instead of holding it: the
    // server cancels a statement after STATEMENT_TIMEOUT_MS, and the client gives up on a server
    // that says nothing a second later (pg-pool then closes the connection).
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 1000,
  });
  // A connection PostgreSQL ends (a restart, a failover, a dropped database) must not crash the
  // process: a query running on it fails by itself, and the pool opens a new connection.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool, { schema });
  try {
    await migratePostgres(connectionString, CONNECT_TIMEOUT_MS);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const notifications = postgresNotifications(connectionString, pool);
  return {
    db,
    kind: 'postgres',
    notify: notifications.notify,
    listen: notifications.listen,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}
