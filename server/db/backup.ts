// Backups of the site's database, so that nothing is lost (`npm run db:backup`). The embedded
// database is archived whole by PGlite itself and can be restored into DATA_DIR/db; PostgreSQL is
// dumped by pg_dump.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

const stamp = (now: Date) => now.toISOString().replaceAll(':', '-').replace(/\..*/, '');

/** Archives DATA_DIR/db; the caller holds the DATA_DIR lock. Answers the archive's path. */
export async function backUpEmbedded(dataDir: string, now = new Date()): Promise<string> {
  const database = path.join(dataDir, 'db');
  if (!existsSync(database)) throw new Error(`${database} holds no database to back up`);
  const client = await PGlite.create(database);
  try {
    await client.exec('checkpoint');
    const archive = await client.dumpDataDir('gzip');
    const file = path.join(backupsDir(dataDir), `db-${stamp(now)}.tar.gz`);
    await mkdir(backupsDir(dataDir), { recursive: true });
    await writeFile(file, Buffer.from(await archive.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

/**
 * Restores an archive into DATA_DIR/db; the caller holds the DATA_DIR lock. The database it
 * replaces is kept beside it. Answers where that one went (undefined when there was none).
 */
export async function restoreEmbedded(
  dataDir: string,
  archiveFile: string,
  now = new Date(),
): Promise<string | undefined> {
  const archive = new Blob([await readFile(archiveFile)]);
  const database = path.join(dataDir, 'db');
  const restoring = `${database}.restoring`;
  const restored = await PGlite.create(restoring, { loadDataDir: archive });
  await restored.exec('checkpoint');
  await restored.close();
  let keptAside: string | undefined;
  if (existsSync(database)) {
    keptAside = `${database}.before-restore-${stamp(now)}`;
    await rename(database, keptAside);
  }
  await rename(restoring, database);
  return keptAside;
}

/** Dumps a PostgreSQL database with pg_dump (custom format, for pg_restore). */
export async function backUpPostgres(
  databaseUrl: string,
  dataDir: string,
  now = new Date(),
): Promise<string> {
  await mkdir(backupsDir(dataDir), { recursive: true });
  const file = path.join(backupsDir(dataDir), `db-${stamp(now)}.dump`);
  await new Promise<void>((resolve, reject) => {
    const dump = spawn('pg_dump', ['--format=custom', `--file=${file}`, databaseUrl], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    dump.on('error', (error) =>
      reject(
        new Error(`pg_dump could not run (${error.message}); install PostgreSQL's client tools`),
      ),
    );
    dump.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump exited with ${code}`)),
    );
  });
  return file;
}
