// Applies the committed drizzle-kit migrations, forward only. Drizzle runs the pending ones in a
// single transaction, so a failed migration leaves the schema as it was.
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { schema } from './database';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number, fixed for this project: replicas starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 7_245_310;

export async function migrateEmbedded(db: PgliteDatabase<typeof schema>): Promise<void> {
  await migratePgliteDb(db, { migrationsFolder });
}

/**
 * Migrates on a connection of its own, without the pool's time limits: a migration may take longer
 * than a request's query, and so may waiting for another instance's migration to finish.
 */
export async function migratePostgres(
  connectionString: string,
  connectionTimeoutMillis: number,
): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis });
  // A connection lost midway fails the migration's query; it must not also crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePostgres(drizzle(client), { migrationsFolder });
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}
