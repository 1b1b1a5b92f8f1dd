// Backups of the site's database, so that nothing is lost (`npm run db:backup`). The embedded
// database is archived whole by PGlite itself and can be restored into DATA_DIR/db; PostgreSQL is
// dumped by pg_dump.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** A backup holds every member's data: its folder and files are for the server's user alone. */
const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;

/** DATA_DIR/backups, made (or kept) readable by its owner only; answers its path. */
async function backupsDir(dataDir: string): Promise<string> {
  const directory = path.join(dataDir, 'backups');
  await mkdir(directory, { recursive: true, mode: OWNER_ONLY_FOLDER });
  await chmod(directory, OWNER_ONLY_FOLDER);
  return directory;
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
    const file = path.join(await backupsDir(dataDir), `db-${stamp(now)}.tar.gz`);
    await writeFile(file, Buffer.from(await archive.arrayBuffer()), { mode: OWNER_ONLY_FILE });
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
  const file = path.join(await backupsDir(dataDir), `db-${stamp(now)}.dump`);
  // pg_dump keeps the mode of a file that is there already.
  await writeFile(file, '', { mode: OWNER_ONLY_FILE });
  const { args, env } = pgDumpCommand(databaseUrl, file);
  await new Promise<void>((resolve, reject) => {
    const dump = spawn('pg_dump', args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
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

/**
 * pg_dump's arguments and environment for a dump of `databaseUrl` into `file`. The password goes in
 * PGPASSWORD: a command line is readable by every user of the machine (`ps`), an environment is not.
 */
export function pgDumpCommand(
  databaseUrl: string,
  file: string,
): { args: string[]; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    args: ['--format=custom', `--file=${file}`, url.href],
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}
