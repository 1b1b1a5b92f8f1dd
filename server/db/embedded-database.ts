// The embedded database: PGlite in memory for `memory://`, else under DATA_DIR/db. Loaded only
// when it is used, so a server on PostgreSQL does not carry PGlite.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { type DatabaseHandle, type DatabaseLocation, schema } from './database';
import { openEmbeddedDirectory } from './embedded-directory';
import { migrateEmbedded } from './migrate';
import { localNotifications } from './notifications';
import { pgliteByteaOptions } from './pglite-bytea';

/** `memory://`, or the database under DATA_DIR/db, migrated. */
export async function openEmbedded(location: DatabaseLocation): Promise<DatabaseHandle> {
  const client =
    location.databaseUrl === 'memory://'
      ? new PGlite(pgliteByteaOptions)
      : await openEmbeddedDirectory(location.dataDir);
  return migratedEmbedded(client);
}

/** The site's handle on an open PGlite, migrated; closing it closes the PGlite. */
export async function migratedEmbedded(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzle(client, { schema });
  await migrateEmbedded(db);
  return {
    db,
    kind: 'embedded',
    ...localNotifications(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (client.closed) return;
      // PGlite runs without fsync; a checkpoint before closing leaves a directory that opens cleanly.
      await client.exec('checkpoint');
      await client.close();
    },
  };
}
