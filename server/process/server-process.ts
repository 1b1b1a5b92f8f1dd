// Test and bench support: runs the real server entry as a child process, from its TypeScript
// (server/main.ts through tsx) or as `npm start` runs it, built (dist/server/main.js).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { devNull } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from './server-node-flags';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if the server has not exited within 10 s; answers the exit code. */
  stop: () => Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

export interface StartOptions {
  /** False answers at once, for servers that must fail. */
  waitUntilReady?: boolean;
  /** Runs dist/server/main.js, as `npm start` does; the caller runs `npm run build` first. */
  built?: boolean;
  /**
   * Sends the server's log (its standard output) nowhere: a load test's own process, busy sending
   * requests, would read it too slowly, and the server would hold the waiting lines in memory.
   */
  discardLog?: boolean;
}

/** Starts the server and waits until /api/health answers. */
export async function startServerProcess(
  environment: Record<string, string>,
  { waitUntilReady = true, built = false, discardLog = false }: StartOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const entry = built
    ? [...SERVER_NODE_FLAGS, 'dist/server/main.js']
    : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The same-origin check compares a browser's Origin with PUBLIC_URL.
      PUBLIC_URL: baseUrl,
      // A developer's own .env stays out of the tests.
      DOTENV_CONFIG_PATH: devNull,
      ...(built && SERVER_ENVIRONMENT),
      ...environment,
    },
    stdio: ['ignore', discardLog ? 'ignore' : 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  };
  const server = { baseUrl, child, output: () => output, exited, stop };
  if (waitUntilReady) await waitForHealth(server);
  return server;
}

async function waitForHealth(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 45_000;
  let running = true;
  server.exited.then(() => {
    running = false;
  });
  while (running && Date.now() < deadline) {
    const healthy = await fetch(`${server.baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
