// Applies the committed drizzle-kit migrations, forward only. Drizzle runs the pending ones in a
// single transaction, so a failed migration leaves the schema as it was.
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type * as schema from './schema';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number, fixed for this project: replicas starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 7_245_310;

export async function migrateEmbedded(db: PgliteDatabase<typeof schema>): Promise<void> {
  await migratePgliteDb(db, { migrationsFolder });
}

export async function migratePostgres(
  db: NodePgDatabase<typeof schema>,
  pool: pg.Pool,
): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePostgres(db, { migrationsFolder });
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockHolder.release();
  }
}
