// The server a bench measures: the built one, started as `npm start` runs it, in a fresh temporary
// DATA_DIR that goes with it. Should the bench's process die first, the server does not outlive it.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '../server/process/server-process';
import { createBenchDatabase } from './bench-database';

export async function withBuiltServer<T>(
  bench: string,
  env: Record<string, string>,
  use: (server: ServerProcess) => Promise<T>,
  options: { discardLog?: boolean } = {},
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${bench}-`));
  let server: ServerProcess | undefined;
  const cleanUpOnExit = () => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', cleanUpOnExit);
  try {
    server = await startServerProcess({ ...env, DATA_DIR: dataDir }, { built: true, ...options });
    return await use(server);
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    process.off('exit', cleanUpOnExit);
  }
}

export interface ProductionServer {
  server: ServerProcess;
  pid: number;
  databaseUrl: string;
  sessionSecret: string;
}

/**
 * The built server as production runs it (React's production builds render the pages, every
 * request logged), on a fresh PostgreSQL database that is dropped after. The bench reaches it over
 * http on this machine, and its log goes nowhere: a load test's own process would read it too
 * slowly, and the server would hold the waiting lines.
 */
export async function withProductionServer<T>(
  bench: string,
  use: (production: ProductionServer) => Promise<T>,
): Promise<T> {
  const database = await createBenchDatabase();
  try {
    const sessionSecret = randomBytes(32).toString('base64');
    const env = {
      DATABASE_URL: database.url,
      NODE_ENV: 'production',
      ALLOW_HTTP: '1',
      SESSION_SECRET: sessionSecret,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    };
    return await withBuiltServer(
      bench,
      env,
      (server) => {
        const pid = server.child.pid;
        if (pid === undefined) throw new Error('the server has no process id');
        return use({ server, pid, databaseUrl: database.url, sessionSecret });
      },
      { discardLog: true },
    );
  } finally {
    await database.drop();
  }
}
