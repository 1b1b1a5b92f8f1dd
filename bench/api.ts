// `npm run bench:api`: the public JSON endpoints and the rendered `/` under load, one after another
// (autocannon, 50 connections, 10 s each), against the built server on a fresh PostgreSQL database,
// with the server's resident memory idle and after the load. Prints the figures, writes them to
// bench/results/, and exits non-zero when a budget is missed (`/` at least 1,000 requests a second,
// at most 150 MB resident).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CONNECTIONS,
  formatTable,
  judge,
  loadPath,
  type Memory,
  type PathLoad,
  RESIDENT_MEMORY_MB,
  residentMemoryMb,
  SECONDS,
} from './api-load';
import { createBenchDatabase } from './bench-database';
import { printVerdict, runBench, saveResults } from './bench-report';
import { withBuiltServer } from './built-server';

const PATHS = [
  '/api/team-members',
  '/api/sponsors',
  '/api/news',
  '/api/competitions',
  '/api/vehicles',
  '/api/club-config',
  '/api/page-texts',
  '/',
];
/** Time for the start-up's work and garbage to settle before the idle reading. */
const SETTLE_MS = 3000;

async function main(): Promise<boolean> {
  const started = Date.now();
  const database = await createBenchDatabase();
  try {
    // As production runs it: React's production builds render the pages.
    const env = {
      DATABASE_URL: database.url,
      NODE_ENV: 'production',
      // The bench reaches the server itself, over http on this machine.
      ALLOW_HTTP: '1',
      SESSION_SECRET: randomBytes(32).toString('base64'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
    };
    return await withBuiltServer(
      'api',
      env,
      async (server) => {
        const pid = server.child.pid;
        if (pid === undefined) throw new Error('the server has no process id');
        await sleep(SETTLE_MS);
        const idleMb = residentMemoryMb(pid);
        console.log(`Server started (pid ${pid}), ${idleMb} MB resident when idle.`);

        const loads: PathLoad[] = [];
        for (const page of PATHS) {
          const load = await loadPath(server.baseUrl, page);
          console.log(`${page}: ${load.requestsPerSecond} requests/s, p99 ${load.p99Ms} ms`);
          loads.push(load);
        }
        const memory: Memory = {
          idleMb,
          afterLoadMb: residentMemoryMb(pid),
          peakMb: residentMemoryMb(pid, 'VmHWM'),
        };
        const failures = judge(loads, memory);
        report(loads, memory, failures);
        const file = await saveResults('api', started, {
          node: process.version,
          connections: CONNECTIONS,
          secondsPerPath: SECONDS,
          memory,
          paths: loads,
          failures,
        });
        console.log(`\nResults: ${path.relative(process.cwd(), file)}`);
        return failures.length === 0;
      },
      { discardLog: true },
    );
  } finally {
    await database.drop();
  }
}

function report(loads: PathLoad[], memory: Memory, failures: string[]): void {
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per path, PostgreSQL:\n`);
  console.log(formatTable(loads));
  console.log(
    `\nResident memory: ${memory.idleMb} MB idle, ${memory.afterLoadMb} MB after the load ` +
      `(budget ${RESIDENT_MEMORY_MB} MB); peak ${memory.peakMb} MB.`,
  );
  printVerdict(failures);
}

runBench(main);
