// PostgreSQL only: the app reaches its database through a proxy that the tests make hang or refuse
// connections. Whatever the route, the answer is a quick 503 with a clear message, and the site
// serves again by itself as soon as the database answers.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresTestServer } from '../test/database/test-database';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { makeTestApp, type TestApp } from '../test/test-app';

const serverUrl = postgresTestServer();
const UNAVAILABLE = 'The site is temporarily unavailable. Please try again in a moment.';

let proxy: TcpProxy;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  const url = new URL(serverUrl);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  vi.stubEnv('TEST_DATABASE_URL', url.href);
  const stream = { write: (line: string) => logLines.push(line) };
  t = await makeTestApp({ logger: { level: 'warn', stream } });
});

afterAll(async () => {
  if (!serverUrl) return;
  await proxy.resume();
  await t.close();
  await proxy.close();
  vi.unstubAllEnvs();
});

let address = 0;
function postContact() {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      firstName: 'Casey',
      lastName: 'Rivera',
      email: 'casey@student.test',
      interestLevel: 'join',
      message: 'I would love to help build the car this year.',
    },
    remoteAddress: `10.9.0.${++address}`,
  });
}

function getTeamMembers() {
  // Read from the database, not from the public cache.
  t.app.deps.publicCache.clear();
  return t.app.inject('/api/team-members');
}

/** The answer, and how long it took. */
async function timed(request: () => Promise<LightMyRequestResponse>) {
  const started = performance.now();
  const response = await request();
  return { response, milliseconds: performance.now() - started };
}

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ message: UNAVAILABLE });
}

describe.skipIf(!serverUrl)('while PostgreSQL fails', () => {
  it('its connections cancel any statement that runs longer than 5 s', async () => {
    const result = await t.db.execute(sql`show statement_timeout`);
    expect(result).toMatchObject({ rows: [{ statement_timeout: '5s' }] });
  });

  it('hanging: health answers 503 within 2 s, routes 503 within seconds, all recover by themselves', async () => {
    // Open connections that then hang, as well as new ones that get no answer.
    const warmUp = await Promise.all([1, 2, 3].map(() => t.app.inject('/api/health')));
    expect(warmUp.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    proxy.hang();

    const [health, teamMembers, contact] = await Promise.all([
      timed(() => t.app.inject('/api/health')),
      timed(getTeamMembers),
      timed(postContact),
    ]);
    expect(health.response.statusCode).toBe(503);
    expect(health.milliseconds).toBeLessThan(2000);
    for (const { response, milliseconds } of [teamMembers, contact]) {
      expectUnavailable(response);
      expect(milliseconds).toBeLessThan(7500);
    }

    await proxy.resume();
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await getTeamMembers()).statusCode).toBe(200);
    expect((await postContact()).statusCode).toBe(201);
  });

  it('refusing connections: 503 at once, and back when it takes them again', async () => {
    await proxy.refuse();

    const health = await timed(() => t.app.inject('/api/health'));
    expect(health.response.statusCode).toBe(503);
    expect(health.milliseconds).toBeLessThan(2000);
    const contact = await timed(postContact);
    expectUnavailable(contact.response);
    expect(contact.milliseconds).toBeLessThan(2000);
    expectUnavailable(await getTeamMembers());

    await proxy.resume();
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await postContact()).statusCode).toBe(201);
  });

  it('logs each refused request as one warning without a stack', () => {
    const entries = logLines.map((line) => JSON.parse(line));
    const unavailable = entries.filter((entry) => entry.msg === 'request failed: unavailable');
    expect(unavailable.length).toBeGreaterThanOrEqual(6);
    for (const entry of unavailable) {
      expect(entry.level).toBe(40);
      expect(JSON.stringify(entry)).not.toContain('stack');
    }
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
  });
});
