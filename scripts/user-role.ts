// `npm run user:role -- <email> <role> [active|inactive]` (server/features/auth/user-role-command.ts).
// Opens the database as the server does; the embedded one only while no server holds DATA_DIR.
import 'dotenv/config';
import { runCommand, UsageError } from '../server/command-line';
import { loadConfig } from '../server/config';
import { lockDataDir } from '../server/data-dir-lock';
import { openDatabase } from '../server/db/client';
import { assignUserRole, parseUserRoleArguments } from '../server/features/auth/user-role-command';

async function main() {
  const assignment = parseUserRoleArguments(process.argv.slice(2));
  const config = loadConfig();
  if (config.databaseUrl === 'memory://') {
    throw new UsageError('DATABASE_URL is memory://: there is no stored database to change.');
  }
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    const { created, endedSessions } = await assignUserRole(database.db, assignment);
    const status = assignment.isActive ? 'active' : 'inactive';
    console.log(`${assignment.email} is now ${assignment.role}, ${status}.`);
    if (created) console.log('The account is new; it is linked at its first sign-in.');
    if (endedSessions > 0) console.log(`Signed out of ${endedSessions} session(s).`);
  } finally {
    await database.close();
    lock?.release();
  }
}

runCommand(main);
