// One path under load with autocannon, the figures the bench keeps of it, the server's resident
// memory, and the budgets they are judged by (bench/README.md, "API throughput and memory").
import { readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';
import { formatColumns } from './bench-report';

export const CONNECTIONS = 50;
export const SECONDS = 10;
export const HOME_REQUESTS_PER_SECOND = 1000;
export const RESIDENT_MEMORY_MB = 150;

// What a browser sends; a server that compresses answers would do that work here too.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export interface PathLoad {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx, connection errors and time-outs: the figures are not the path's. */
  failed: number;
  statusCodes: Record<string, number>;
}

export interface Memory {
  idleMb: number;
  afterLoadMb: number;
  /** The most the process ever held (VmHWM), start-up included. */
  peakMb: number;
}

export async function loadPath(baseUrl: string, path: string): Promise<PathLoad> {
  const accept = path.startsWith('/api/') ? 'application/json' : 'text/html';
  const result: Result = await autocannon({
    url: new URL(path, baseUrl).href,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { ...BROWSER_HEADERS, accept },
  });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
  };
}

/** A line of /proc/<pid>/status, in MB. */
export function residentMemoryMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kilobytes) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Math.round(Number(kilobytes) / 1024);
}

export function judge(loads: PathLoad[], memory: Memory): string[] {
  const failures = loads
    .filter((load) => load.failed > 0)
    .map((load) => `${load.path} failed ${load.failed} requests (${formatStatuses(load)})`);
  const home = loads.find((load) => load.path === '/');
  if (home && home.requestsPerSecond < HOME_REQUESTS_PER_SECOND) {
    failures.push(
      `/ served ${home.requestsPerSecond} requests/s (at least ${HOME_REQUESTS_PER_SECOND})`,
    );
  }
  for (const [moment, mb] of [
    ['idle', memory.idleMb],
    ['after the load', memory.afterLoadMb],
  ] as const) {
    if (mb > RESIDENT_MEMORY_MB) {
      failures.push(`resident memory ${moment} ${mb} MB (at most ${RESIDENT_MEMORY_MB} MB)`);
    }
  }
  return failures;
}

const HEADERS = ['path', 'requests/s', 'p99 ms', 'failed'];

export function formatTable(loads: PathLoad[]): string {
  const rows = loads.map((load) => [
    load.path,
    String(load.requestsPerSecond),
    String(load.p99Ms),
    String(load.failed),
  ]);
  return formatColumns(HEADERS, rows);
}

const formatStatuses = (load: PathLoad) =>
  Object.entries(load.statusCodes)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ') || 'no answer';
