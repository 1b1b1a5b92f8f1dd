// The server a bench measures: the built one, started as `npm start` runs it, in a fresh temporary
// DATA_DIR that goes with it. Should the bench's process die first, the server does not outlive it.
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '../server/process/server-process';

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
