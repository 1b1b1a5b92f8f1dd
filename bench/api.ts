// `npm run bench:api`: the public JSON endpoints and the rendered `/` under load, one after another
// (autocannon, 50 connections, 10 s each), against the built server on a fresh PostgreSQL database,
// with the server's resident memory idle and after the load. Prints the figures, writes them to
// bench/results/, and exits non-zero when a budget is missed (`/` at least 1,000 requests a second,
// at most 150 MB resident).
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
import { printVerdict, runBench, saveResults } from './bench-report';
import { withProductionServer } from './built-server';

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
  return withProductionServer('api', async ({ server, pid }) => {
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
  });
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
