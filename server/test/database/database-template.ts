// Vitest's global setup for the API tests on PGlite: one empty migrated database, dumped to a file
// that every test database starts from (test-database.ts). An empty PGlite takes seconds to start.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { schema } from '../../db/database';
import { migrateEmbedded } from '../../db/migrate';

export default async function setup() {
  const directory = mkdtempSync(path.join(tmpdir(), 'club-db-template-'));
  const client = new PGlite();
  await migrateEmbedded(drizzle(client, { schema }));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(directory, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Read by the test files' processes, which start after this.
  process.env.TEST_PGLITE_TEMPLATE = file;
  return () => rmSync(directory, { recursive: true, force: true });
}
