// `npm run bench:lists`: the admin lists on a large, hostile-sized table. The built server starts
// on a fresh PostgreSQL database; the bench then fills it straight with SQL (100,000 contact
// submissions, 100,000 audit entries, 10,000 accounts) and signs in as an admin through the
// server's own session store. It times the first and last pages of the contact inbox, the user
// list (and a search) and the audit log (5 requests each after a warm-up), then downloads both CSV
// exports while sampling the server's resident memory every 100 ms. Prints the figures, writes them
// to bench/results/, and exits non-zero when a budget is missed: every median at most 200 ms, at
// most 150 MB resident during the exports (decision 33), and every export complete.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { createSessionStore } from '../server/http/sessions/session-store';
import { ACCOUNTS, AUDIT_ENTRIES, CONTACT_SUBMISSIONS, fillTables } from './admin-lists-rows';
import { RESIDENT_MEMORY_MB, residentMemoryMb } from './api-load';
import { formatColumns, printVerdict, runBench, saveResults } from './bench-report';
import { withProductionServer } from './built-server';

const TIMED_PATHS = [
  '/api/admin/contact-submissions?page=1',
  '/api/admin/contact-submissions?page=2000',
  '/api/admin/users?page=1',
  '/api/admin/users?page=200',
  '/api/admin/users?search=user123',
  '/api/admin/audit-log?page=1',
  '/api/admin/audit-log?page=2000',
];
const TIMED_REQUESTS = 5;
const MEDIAN_BUDGET_MS = 200;

/** Each export with the records it must hold, its header included. */
const EXPORTS = [
  { path: '/api/admin/contact-submissions.csv', records: CONTACT_SUBMISSIONS + 1 },
  // The server caps the audit log's export at 10,000 entries.
  { path: '/api/admin/audit-log.csv', records: 10_000 + 1 },
];
const SAMPLE_INTERVAL_MS = 100;

interface PathTiming {
  path: string;
  medianMs: number;
  maxMs: number;
  statuses: number[];
}

interface Download {
  path: string;
  status: number;
  bytes: number;
  /** CSV records (lines outside quoted values), the header included. */
  records: number;
  expectedRecords: number;
  seconds: number;
  /** Resident memory right before the download, and the most of any sample while it ran. */
  beforeMb: number;
  peakMb: number;
}

async function main(): Promise<boolean> {
  const started = Date.now();
  return withProductionServer('lists', async ({ server, pid, databaseUrl, sessionSecret }) => {
    const filling = Date.now();
    const adminId = await fillTables(databaseUrl);
    console.log(`Tables filled in ${((Date.now() - filling) / 1000).toFixed(1)} s.`);
    // PUBLIC_URL is http, so the session cookie has its bare name.
    const cookie = `sid=${await createAdminSession(databaseUrl, sessionSecret, adminId)}`;

    const timings: PathTiming[] = [];
    for (const page of TIMED_PATHS) timings.push(await timePath(server.baseUrl, page, cookie));
    const downloads: Download[] = [];
    for (const { path, records } of EXPORTS) {
      downloads.push(await download(server.baseUrl, path, records, cookie, pid));
    }
    const peakMb = residentMemoryMb(pid, 'VmHWM');

    const failures = judge(timings, downloads);
    report(timings, downloads, peakMb, failures);
    const file = await saveResults('lists', started, {
      node: process.version,
      rows: { contactSubmissions: CONTACT_SUBMISSIONS, auditLog: AUDIT_ENTRIES, users: ACCOUNTS },
      timings,
      downloads,
      peakMb,
      failures,
    });
    console.log(`\nResults: ${path.relative(process.cwd(), file)}`);
    return failures.length === 0;
  });
}

/** A session of the admin in the server's own store: the token its cookie carries. */
async function createAdminSession(databaseUrl: string, secret: string, adminId: string) {
  const database = await openDatabase({ databaseUrl, dataDir: tmpdir() });
  try {
    return await createSessionStore(database.db, secret).create(adminId);
  } finally {
    await database.close();
  }
}

/** One warm-up request, then TIMED_REQUESTS timed ones, each read to its end. */
async function timePath(baseUrl: string, page: string, cookie: string): Promise<PathTiming> {
  const url = new URL(page, baseUrl);
  await fetch(url, { headers: { cookie } }).then((response) => response.arrayBuffer());
  const durations: number[] = [];
  const statuses: number[] = [];
  for (let request = 0; request < TIMED_REQUESTS; request++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    durations.push(performance.now() - start);
    statuses.push(response.status);
  }
  durations.sort((a, b) => a - b);
  const timing = {
    path: page,
    medianMs: Math.round(durations[Math.floor(durations.length / 2)] ?? 0),
    maxMs: Math.round(durations.at(-1) ?? 0),
    statuses,
  };
  console.log(`${page}: median ${timing.medianMs} ms, max ${timing.maxMs} ms`);
  return timing;
}

/** Downloads an export and throws it away, counting its bytes and records, sampling the memory. */
async function download(
  baseUrl: string,
  page: string,
  expectedRecords: number,
  cookie: string,
  pid: number,
): Promise<Download> {
  const beforeMb = residentMemoryMb(pid);
  let peakMb = beforeMb;
  const sample = () => {
    peakMb = Math.max(peakMb, residentMemoryMb(pid));
  };
  const sampler = setInterval(sample, SAMPLE_INTERVAL_MS);
  const start = performance.now();
  try {
    const response = await fetch(new URL(page, baseUrl), { headers: { cookie } });
    const counter = csvRecordCounter();
    let bytes = 0;
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      bytes += chunk.value.length;
      counter.read(chunk.value);
    }
    sample();
    const seconds = Number(((performance.now() - start) / 1000).toFixed(1));
    const result = { path: page, status: response.status, bytes, records: counter.records() };
    console.log(`${page}: ${bytes} bytes, ${result.records} records, peak ${peakMb} MB`);
    return { ...result, expectedRecords, seconds, beforeMb, peakMb };
  } finally {
    clearInterval(sampler);
  }
}

/** Counts line feeds outside quoted values: a message's own line breaks stay in its record. */
function csvRecordCounter() {
  const QUOTE = 0x22;
  const LINE_FEED = 0x0a;
  let quoted = false;
  let records = 0;
  return {
    read(chunk: Uint8Array) {
      for (const byte of chunk) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LINE_FEED && !quoted) records++;
      }
    },
    records: () => records,
  };
}

function judge(timings: PathTiming[], downloads: Download[]): string[] {
  const failures: string[] = [];
  for (const { path, medianMs, statuses } of timings) {
    if (statuses.some((status) => status !== 200)) {
      failures.push(`${path} answered ${statuses.join(', ')}`);
    }
    if (medianMs > MEDIAN_BUDGET_MS) {
      failures.push(`${path} took ${medianMs} ms (median; at most ${MEDIAN_BUDGET_MS} ms)`);
    }
  }
  for (const { path, status, records, expectedRecords, peakMb } of downloads) {
    if (status !== 200) failures.push(`${path} answered ${status}`);
    if (records !== expectedRecords) {
      failures.push(`${path} held ${records} records (${expectedRecords} expected)`);
    }
    if (peakMb > RESIDENT_MEMORY_MB) {
      failures.push(`${path}: ${peakMb} MB resident (at most ${RESIDENT_MEMORY_MB} MB)`);
    }
  }
  return failures;
}

function report(timings: PathTiming[], downloads: Download[], peakMb: number, failures: string[]) {
  console.log(`\n${TIMED_REQUESTS} requests per path after a warm-up, PostgreSQL:\n`);
  const timingRows = timings.map((timing) => [
    timing.path,
    String(timing.medianMs),
    String(timing.maxMs),
  ]);
  console.log(formatColumns(['path', 'median ms', 'max ms'], timingRows));
  console.log(`\nExports, resident memory sampled every ${SAMPLE_INTERVAL_MS} ms:\n`);
  const downloadRows = downloads.map((download) => [
    download.path,
    (download.bytes / 1e6).toFixed(1),
    String(download.records),
    String(download.seconds),
    String(download.beforeMb),
    String(download.peakMb),
  ]);
  const headers = ['path', 'MB', 'records', 's', 'MB before', 'MB peak'];
  console.log(formatColumns(headers, downloadRows));
  console.log(`\nThe most the server ever held (VmHWM, start-up included): ${peakMb} MB.`);
  printVerdict(failures);
}

runBench(main);
