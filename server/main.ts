// Process entry: configuration, the DATA_DIR lock, the database, the app, and a graceful shutdown.
import './heap-settings';
import 'dotenv/config';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { openDatabase } from './db/client';
import { seedStarterContent } from './db/seed/seed';
import { seedDevUsers } from './db/seed/seed-dev-users';
import { errorText } from './error-log';
import { withLocalSecrets } from './local-secrets';

const clientDir = fileURLToPath(new URL('../client/dist', import.meta.url));

async function main() {
  const config = withLocalSecrets(loadConfig());
  const usesEmbeddedFiles = !config.databaseUrl;
  const lock = usesEmbeddedFiles ? lockDataDir(config.dataDir) : undefined;
  const database = await openDatabase(config);
  if (await seedStarterContent(database.db)) console.log('Seeded the starter content.');
  if (config.devLogin) {
    await seedDevUsers(database.db);
    console.warn('DEV_LOGIN is on: anyone who reaches this server can sign in as any account.');
  }

  const app = await buildApp({
    config,
    database,
    clientDir,
    logger: {
      level: config.isProduction ? 'info' : 'warn',
      // Written as each line comes. pino's own stream writes 16 kB at a time, between requests:
      // under load its backlog of request lines held 19 MB and grew for as long as the load lasted
      // (bench/README.md). On Linux, stdout is written synchronously to a pipe, a socket or a file;
      // a reader that stopped reading (the journal) would hold the server up rather than fill it.
      stream: process.stdout,
    },
  });
  app.addHook('onClose', async () => {
    await database.close();
    lock?.release();
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const site = config.publicUrl.origin;
  console.log(
    `Open the club website at ${site}/ (listening on ${config.host}:${config.port}, ${database.kind} database)`,
  );
  if (config.devLogin) console.log(`Sign in as any seeded user at ${site}/dev-login`);
  if (!config.mail.smtpUrl) {
    console.log(
      `Mail is off: emails are kept in the Outbox of ${site}/admin, not sent. To send them, set SMTP_URL (smtps://user:pass@smtp.example.org:465) and restart.`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof DataDirLockedError) console.error(error.message);
  else console.error(errorText(error));
  process.exit(1);
});
