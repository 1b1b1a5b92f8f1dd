// Opens the embedded PGlite database in DATA_DIR/db. An interrupted first initialisation can leave a
// directory that never opens again, so a new database is made in a temporary directory and renamed
// into place only once it is complete. The caller holds the DATA_DIR lock.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteByteaOptions } from './pglite-bytea';

const INITIALISING_SUFFIX = '.initialising';

export async function openEmbeddedDirectory(dataDir: string): Promise<PGlite> {
  const target = path.resolve(dataDir, 'db');
  await mkdir(path.dirname(target), { recursive: true });
  await removeAbandonedInitialisations(path.dirname(target));
  if (!existsSync(target)) await initialiseInto(target);
  else if (!existsSync(path.join(target, 'PG_VERSION'))) {
    throw new Error(`${target} exists but holds no database; move it away and start again`);
  }
  return PGlite.create(target, pgliteByteaOptions);
}

async function initialiseInto(target: string): Promise<void> {
  const temporary = `${target}${INITIALISING_SUFFIX}`;
  await mkdir(temporary, { recursive: true });
  const fresh = await PGlite.create(temporary);
  await fresh.exec('checkpoint');
  await fresh.close();
  await rename(temporary, target);
}

async function removeAbandonedInitialisations(directory: string): Promise<void> {
  for (const entry of await readdir(directory)) {
    if (entry.endsWith(INITIALISING_SUFFIX)) {
      await rm(path.join(directory, entry), { recursive: true, force: true });
    }
  }
}
