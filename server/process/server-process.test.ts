// The embedded database's safety, proven on the real server process: one process per DATA_DIR,
// a graceful stop, and no acknowledged write lost when the process is killed outright.
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedDirectory } from '../db/embedded-directory';
import { SITE_FORMS_PER_HOUR } from '../features/contact/service';
import { type ServerProcess, startServerProcess } from './server-process';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

async function start(
  dataDir: string,
  environment: Record<string, string> = {},
  options: { built?: boolean } = {},
) {
  const server = await startServerProcess({ DATA_DIR: dataDir, ...environment }, options);
  running.push(server);
  return server;
}

/** The lines the server has printed once one of them passes `until` (output arrives late). */
async function outputLines(server: ServerProcess, until: (line: string) => boolean) {
  const deadline = Date.now() + 10_000;
  const lines = () => server.output().split('\n');
  while (!lines().some(until) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return lines();
}

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'club-data-'));

/**
 * A DATA_DIR a server initialised and then stopped on, set by the first test. The tests after it
 * start on copies: a copy opens in seconds, where a new database is made, migrated and seeded.
 */
let initialised: string | undefined;
async function initialisedCopy(): Promise<string> {
  if (!initialised) {
    const dataDir = freshDataDir();
    const server = await start(dataDir);
    await server.stop();
    initialised = dataDir;
  }
  const copy = freshDataDir();
  cpSync(initialised, copy, { recursive: true });
  return copy;
}

let submissionNumber = 0;
/** Posts one contact submission, each from its own forwarded address (TRUST_PROXY is on). */
async function submit(baseUrl: string): Promise<string | undefined> {
  const n = ++submissionNumber;
  const response = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${n % 250}, 10.9.${Math.floor(n / 250)}.1`,
    },
    body: JSON.stringify({
      firstName: 'Kim',
      lastName: `Tester ${n}`,
      email: `kim${n}@student.test`,
      interestLevel: 'meeting',
      message: 'Can I visit a meeting before joining?',
    }),
  });
  return response.status === 201 ? ((await response.json()) as { id: string }).id : undefined;
}

async function storedSubmissionIds(dataDir: string): Promise<Set<string>> {
  const database = await openEmbeddedDirectory(dataDir);
  const { rows } = await database.query<{ id: string }>('select id from contact_submissions');
  await database.close();
  return new Set(rows.map((row) => row.id));
}

// Each test starts real server processes on a database on disk (written durably): on a slow disk a
// test takes tens of seconds, beyond the api project's 30.
describe('the server process on the embedded database', { timeout: 120_000 }, () => {
  it('initialises a fresh DATA_DIR, serves the seeded news, and stops cleanly on SIGTERM', async () => {
    const dataDir = freshDataDir();
    const server = await start(dataDir);

    const news = (await (await fetch(`${server.baseUrl}/api/news`)).json()) as unknown[];
    expect(news.length).toBeGreaterThanOrEqual(4);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(true);

    server.child.kill('SIGTERM');

    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    initialised = dataDir;
  });

  it('prints the address to open, and with DEV_LOGIN the local sign-in page', async () => {
    const server = await start(await initialisedCopy(), { DEV_LOGIN: '1' });
    const site = server.baseUrl;

    const lines = await outputLines(server, (line) => line.includes('/dev-login'));

    expect(lines).toContain(`Sign in as any seeded user at ${site}/dev-login`);
    expect(lines).toContainEqual(expect.stringMatching(`^Open the club website at ${site}/ \\(`));
  });

  it('refuses a second server on the same DATA_DIR with one line', async () => {
    const dataDir = await initialisedCopy();
    await start(dataDir);

    const second = await startServerProcess({ DATA_DIR: dataDir }, { waitUntilReady: false });

    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^DATA_DIR .* is in use by another server \(pid \d+\)/),
    ]);
  });

  it('refuses to start with DEV_LOGIN at an address other machines reach, saying why', async () => {
    const server = await startServerProcess(
      { DATA_DIR: freshDataDir(), DEV_LOGIN: '1', PUBLIC_URL: 'https://club.example.org' },
      { waitUntilReady: false },
    );

    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DEV_LOGIN lets anyone sign in as any account');
  });

  it('finishes the requests in flight when stopped with SIGTERM', async () => {
    const dataDir = await initialisedCopy();
    const server = await start(dataDir, { TRUST_PROXY: 'true' });

    const inFlight = Array.from({ length: 30 }, () =>
      submit(server.baseUrl).catch(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    const acknowledged = (await Promise.all(inFlight)).filter((id) => id !== undefined);

    expect(await server.exited).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await storedSubmissionIds(dataDir);
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
  });

  it('keeps every acknowledged submission when killed outright while taking them', async () => {
    const dataDir = await initialisedCopy();
    const server = await start(dataDir, { TRUST_PROXY: 'true' });

    const acknowledged: string[] = [];
    let killed = false;
    const writers = Array.from({ length: 6 }, async () => {
      while (!killed) {
        const id = await submit(server.baseUrl).catch(() => undefined);
        if (id) acknowledged.push(id);
      }
    });
    // Killed after 1.5 s, or sooner while the writers are still sending, before the whole site's
    // hourly cap of forms would refuse the one sent after the restart.
    const started = Date.now();
    while (Date.now() - started < 1500 && acknowledged.length < SITE_FORMS_PER_HOUR - 50) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    await server.exited;
    expect(acknowledged.length).toBeGreaterThan(20);

    const restarted = await start(dataDir, { TRUST_PROXY: 'true' });
    expect(await submit(restarted.baseUrl)).toBeDefined();
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const stored = await storedSubmissionIds(dataDir);
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    // Two starts of a server process, each opening the embedded database: slow on a busy machine.
  }, 90_000);
});

const builtServer = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));
const isBuilt = existsSync(builtServer);
if (!isBuilt)
  console.warn('Built-server test skipped: `npm run build` writes dist/server/main.js.');

describe.skipIf(!isBuilt)('the built server, as `npm start` runs it', () => {
  it('serves the seeded news and the client', async () => {
    const server = await start(await initialisedCopy(), {}, { built: true });

    const news = (await (await fetch(`${server.baseUrl}/api/news`)).json()) as unknown[];
    expect(news.length).toBeGreaterThanOrEqual(4);
    const home = await fetch(server.baseUrl);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
  });
});
