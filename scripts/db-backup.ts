// `npm run db:backup`: a backup of the database into DATA_DIR/backups (server/db/backup.ts).
// `npm run db:backup -- --restore <file>` puts an embedded backup back (the server must be stopped).
import 'dotenv/config';
import { runCommand, UsageError } from '../server/command-line';
import { loadConfig } from '../server/config';
import { lockDataDir } from '../server/data-dir-lock';
import { backUpEmbedded, backUpPostgres, restoreEmbedded } from '../server/db/backup';

async function main() {
  const [option, archive] = process.argv.slice(2);
  const config = loadConfig();
  const url = config.databaseUrl;
  if (url === 'memory://') throw new UsageError('DATABASE_URL is memory://: nothing is stored.');
  if (url) {
    if (option) throw new UsageError('Restore a PostgreSQL dump with pg_restore (see README).');
    console.log(`Wrote ${await backUpPostgres(url, config.dataDir)}`);
    return;
  }
  if (option && (option !== '--restore' || !archive)) {
    throw new UsageError('Usage: npm run db:backup [-- --restore <file>]');
  }
  const lock = lockDataDir(config.dataDir);
  try {
    if (!archive) {
      console.log(`Wrote ${await backUpEmbedded(config.dataDir)}`);
      return;
    }
    const keptAside = await restoreEmbedded(config.dataDir, archive);
    console.log(`Restored ${archive}.`);
    if (keptAside) console.log(`The database it replaced is kept in ${keptAside}.`);
  } finally {
    lock.release();
  }
}

runCommand(main);
