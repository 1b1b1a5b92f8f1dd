// An empty migrated database for each test app: an in-memory PGlite, or, in the api-postgres
// project, a database of its own on TEST_DATABASE_URL's server.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '../../db/client';
import { type Database, type DatabaseHandle, schema } from '../../db/database';
import { migratedEmbedded } from '../../db/embedded-database';
import { pgliteByteaOptions } from '../../db/pglite-bytea';

export interface TestDatabase extends DatabaseHandle {
  /**
   * Opens the same database again, as another instance of the site would (on PGlite, which serves
   * one process, the same handle). Closing what it answers leaves the database in place.
   */
  openAgain(): Promise<TestDatabase>;
  /** Done with: emptied and kept for the next test app of this worker, or, when broken, closed. */
  release(): Promise<void>;
}

/** What the names of the tests' databases on the PostgreSQL server start with. */
export const POSTGRES_TEST_DATABASE_PREFIX = 'club_test_';

/** The PostgreSQL server the tests run on, or undefined when they run on PGlite. */
export function postgresTestServer(): string | undefined {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return process.env.TEST_DATABASE_TARGET === 'postgres' ? serverUrl || undefined : undefined;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = postgresTestServer();
  return serverUrl ? openPostgresTestDatabase(serverUrl) : openEmbeddedTestDatabase();
}

/** The names of the site's tables. */
export const siteTables = Object.values(schema)
  .filter((table) => is(table, PgTable))
  .map((table) => getTableConfig(table).name);

/**
 * Empties every table of the site, as the migrations leave a new database: their own table is not
 * among them and is the only one that holds rows then.
 */
export async function emptyTables(db: Database): Promise<void> {
  const tables = siteTables.map((name) => `"${name}"`);
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}

/**
 * What the public schema holds: its tables, columns, constraints, indexes, triggers and functions.
 * A test that adds a trigger or drops a table leaves a database that emptying cannot mend.
 */
async function schemaShape(db: Database): Promise<string> {
  const result = (await db.execute(
    sql.raw(`select md5(string_agg(object, ',' order by object)) as shape from (
      select 'relation ' || relname || ' ' || relkind::text as object from pg_class
        where relnamespace = 'public'::regnamespace
      union all select 'column ' || relname || '.' || attname || ' ' || atttypid::regtype::text
        from pg_attribute join pg_class on pg_class.oid = attrelid
        where relnamespace = 'public'::regnamespace and attnum > 0 and not attisdropped
      union all select 'constraint ' || conname from pg_constraint
        where connamespace = 'public'::regnamespace
      union all select 'trigger ' || tgname from pg_trigger join pg_class on pg_class.oid = tgrelid
        where relnamespace = 'public'::regnamespace and not tgisinternal
      union all select 'function ' || proname from pg_proc
        where pronamespace = 'public'::regnamespace
    ) objects`),
  )) as { rows: { shape: string }[] };
  // Both drivers answer { rows }; the shared Database type leaves the result unknown.
  return result.rows[0]?.shape ?? '';
}

/** Each engine's schema as the migrations leave it, read from the first database of the worker. */
const migratedShape: Partial<Record<DatabaseHandle['kind'], string>> = {};

async function rememberMigratedShape(handle: DatabaseHandle): Promise<void> {
  migratedShape[handle.kind] ??= await schemaShape(handle.db);
}

/** Emptied for the next test app, or false when the test changed or broke it. */
async function emptiedForReuse(handle: DatabaseHandle): Promise<boolean> {
  try {
    if ((await schemaShape(handle.db)) !== migratedShape[handle.kind]) return false;
    await emptyTables(handle.db);
    return true;
  } catch {
    // A closed database, or a transaction left failed.
    return false;
  }
}

// A test app's database is made once and then reused by the next test apps of the same worker:
// making one costs a second (PGlite, started from the migrated template) or half a second (a
// PostgreSQL database and its migrations); emptying one, a few milliseconds.
const spareEmbedded: PGlite[] = [];
const sparePostgres: string[] = [];

async function openEmbeddedTestDatabase(): Promise<TestDatabase> {
  const client = spareEmbedded.pop() ?? (await newEmbeddedDatabase());
  // On a database from the template or reused, the migrations find nothing to do.
  const handle = await migratedEmbedded(client);
  await rememberMigratedShape(handle);
  const again: TestDatabase = {
    ...handle,
    close: async () => {},
    openAgain: async () => again,
    release: async () => {},
  };
  return {
    ...handle,
    openAgain: async () => again,
    release: async () => {
      if (await emptiedForReuse(handle)) spareEmbedded.push(client);
      else if (!client.closed) await client.close();
    },
  };
}

/** Started from the run's migrated database (database-template.ts) when there is one. */
async function newEmbeddedDatabase() {
  const templateFile = process.env.TEST_PGLITE_TEMPLATE;
  const template = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  return new PGlite({ ...pgliteByteaOptions, loadDataDir: template });
}

/**
 * Dropped only at the run's end (postgres-test-databases.ts), with the spares: DROP DATABASE waits
 * for a checkpoint, and with the run's writes to sync one took over a minute on a busy machine, past
 * the time limit of the test that closed the database.
 */
async function openPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = sparePostgres.pop() ?? (await createPostgresDatabase(serverUrl));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const open = () => openDatabase({ databaseUrl: url.href, dataDir: '' });
  const openAgain = async (): Promise<TestDatabase> => {
    const again = await open();
    return { ...again, openAgain, release: again.close };
  };
  const handle = await open();
  await rememberMigratedShape(handle);
  return {
    ...handle,
    openAgain,
    release: async () => {
      const emptied = await emptiedForReuse(handle);
      await handle.close();
      if (emptied) sparePostgres.push(name);
    },
  };
}

async function createPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `${POSTGRES_TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  return name;
}

export function dropPostgresDatabase(serverUrl: string, name: string): Promise<unknown> {
  return withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
