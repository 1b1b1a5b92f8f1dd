// Webhooks (decision 29): what a member changes in Clockify's own app reaches their dashboard
// through Clockify's signed deliveries, without the site asking Clockify anything. The test
// Clockify delivers to the app listening on a real port, as Clockify would to PUBLIC_URL.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../test/admin-requests';
import type { TestClockify } from '../../../test/clockify/clockify-server';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import { makeTestApp, type TestApp } from '../../../test/test-app';
import { connectMember } from '../test-member';
import { startTeamWorkspace, teamWorkspaceSettings, WORKSPACE_ADMIN_KEY } from '../test-workspace';
import { runClockifyRound } from './background';

let clockify: TestClockify;
let t: TestApp;
/** Between the site and Clockify's API (deliveries come straight): it can hold the answers. */
let proxy: TcpProxy;

beforeAll(async () => {
  clockify = await startTeamWorkspace();
  const api = new URL(clockify.apiUrl);
  proxy = await startTcpProxy({ host: api.hostname, port: Number(api.port) });
  api.port = String(proxy.port);
  t = await makeTestApp({
    environment: {
      ...teamWorkspaceSettings(clockify, WORKSPACE_ADMIN_KEY),
      CLOCKIFY_API_URL: api.href,
      // Many members connect in this file; the budget is not what it tests.
      CLOCKIFY_HOURLY_LIMIT: '3000',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  t.app.deps.timeTracking.webhookUrl = `http://127.0.0.1:${port}/api/clockify/webhook`;
  await runClockifyRound(t.app.deps);
  expect(clockify.webhooks()).toHaveLength(3);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await clockify.close();
});

/** Clockify writes whole seconds. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const atSecond = (msAgo: number) => new Date(Math.floor((Date.now() - msAgo) / 1000) * 1000);

/** A member whose dashboard has been read once (so reading it again asks Clockify nothing). */
async function memberWithDashboard() {
  const member = await connectMember(t, clockify);
  const entries = async () => {
    const response = await member.send('GET', '/api/clockify/time-entries');
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  await entries();
  return { ...member, entries };
}

/** What the site asked Clockify while `change` was delivered. */
async function siteCallsDuring(change: () => unknown) {
  await clockify.flushWebhooks();
  const before = clockify.calls().length;
  const delivered = clockify.deliveries().length;
  change();
  await clockify.flushWebhooks();
  return {
    calls: clockify.calls().slice(before),
    deliveries: clockify.deliveries().slice(delivered),
  };
}

describe("a change made in Clockify's own app", () => {
  it('a timer stopped there shows stopped on the dashboard, without a call to Clockify', async () => {
    const member = await memberWithDashboard();
    const start = atSecond(45 * 60_000);
    const end = atSecond(0);
    const started = await siteCallsDuring(() =>
      clockify.addTimeEntry(member.apiKey, { description: 'Sand the nose cone', start }),
    );
    expect(started.deliveries).toEqual([
      { event: 'NEW_TIMER_STARTED', url: t.app.deps.timeTracking.webhookUrl, status: 200 },
    ]);
    expect(await member.entries()).toMatchObject([
      {
        description: 'Sand the nose cone',
        timeInterval: { start: start.toISOString(), end: null },
      },
    ]);

    const stopped = await siteCallsDuring(() => clockify.stopTimerOf(member.apiKey, end));
    const entries = await member.entries();

    expect(stopped.deliveries).toMatchObject([{ event: 'TIMER_STOPPED', status: 200 }]);
    expect(entries).toMatchObject([
      {
        description: 'Sand the nose cone',
        timeInterval: { start: start.toISOString(), end: end.toISOString() },
        duration: 'PT45M',
      },
    ]);
    expect(entries).toHaveLength(1);
    expect([...started.calls, ...stopped.calls]).toEqual([]);
    const status = await member.send('GET', '/api/clockify/sync-status');
    expect(status.json()).toMatchObject({ live: true, waitingCount: 0 });
  });

  it('a description changed there shows on the dashboard, without a call to Clockify', async () => {
    const member = await memberWithDashboard();
    const entry = clockify.addTimeEntry(member.apiKey, {
      description: 'Sand the nose cone',
      start: atSecond(30 * 60_000),
    });
    await clockify.flushWebhooks();

    const renamed = await siteCallsDuring(() =>
      clockify.updateEntry(entry.id, { description: 'Sand and prime the nose cone' }),
    );

    expect(renamed.deliveries).toMatchObject([{ event: 'TIME_ENTRY_UPDATED', status: 200 }]);
    expect(renamed.calls).toEqual([]);
    expect(await member.entries()).toMatchObject([
      { description: 'Sand and prime the nose cone', timeInterval: { end: null } },
    ]);
  });

  it('an entry deleted there is not delivered: it stays until the next refresh', async () => {
    const member = await memberWithDashboard();
    const entry = clockify.addTimeEntry(member.apiKey, {
      description: 'Order bolts',
      start: atSecond(20 * 60_000),
    });
    await clockify.flushWebhooks();

    const deleted = await siteCallsDuring(() => clockify.deleteEntry(entry.id));

    expect(deleted.deliveries).toEqual([]);
    expect(await member.entries()).toMatchObject([{ description: 'Order bolts' }]);
    const refreshed = await member.send('POST', '/api/clockify/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(await member.entries()).toEqual([]);
  });

  it('shows admins when the last delivery came', async () => {
    const member = await memberWithDashboard();
    clockify.addTimeEntry(member.apiKey, { description: 'Jig', start: atSecond(60_000) });
    await clockify.flushWebhooks();

    const { send } = await signInAdmin(t);
    const usage = (await send('GET', '/api/clockify/usage')).json();

    expect(usage.webhooks).toMatchObject({ state: 'active', lastDeliveryAt: expect.any(String) });
  });
});

describe('a timer of the site, delivered back by Clockify', () => {
  it('started on the site and stopped in Clockify, it shows once, stopped', async () => {
    const member = await memberWithDashboard();
    const started = await member.send('POST', '/api/clockify/time-entries/start', {
      description: 'Wire the dash',
    });
    expect(started.statusCode).toBe(201);
    await runClockifyRound(t.app.deps);
    await clockify.flushWebhooks();
    expect(clockify.entriesOf(member.apiKey)).toHaveLength(1);

    const end = atSecond(0);
    const stopped = await siteCallsDuring(() => clockify.stopTimerOf(member.apiKey, end));

    expect(stopped.calls).toEqual([]);
    const entries = await member.entries();
    expect(entries).toMatchObject([
      { description: 'Wire the dash', timeInterval: { end: end.toISOString() } },
    ]);
    expect(entries).toHaveLength(1);
    const status = await member.send('GET', '/api/clockify/sync-status');
    expect(status.json()).toMatchObject({ waitingCount: 0 });
  });

  it('started and stopped on the site, it shows once and nothing waits', async () => {
    const member = await memberWithDashboard();
    const started = await member.send('POST', '/api/clockify/time-entries/start', {
      description: 'Bleed the brakes',
    });
    await runClockifyRound(t.app.deps);
    await member.send('PUT', `/api/clockify/time-entries/${started.json().id}/stop`);
    await runClockifyRound(t.app.deps);
    await clockify.flushWebhooks();

    expect(await member.entries()).toMatchObject([
      { description: 'Bleed the brakes', timeInterval: { end: expect.any(String) } },
    ]);
    expect(await member.entries()).toHaveLength(1);
    expect((await member.send('GET', '/api/clockify/sync-status')).json()).toMatchObject({
      waitingCount: 0,
    });
    expect(clockify.entriesOf(member.apiKey)).toHaveLength(1);
  });

  it('delivered before Clockify’s answer to the start reaches the site, it shows once', async () => {
    const member = await memberWithDashboard();
    const calls = clockify.calls().length;
    const delivered = clockify.deliveries().length;
    // Clockify answers the start late, and the site hears of the new timer by webhook first.
    clockify.setDelay(300);
    const starting = member.send('POST', '/api/clockify/time-entries/start', {
      description: 'Wire the dash',
    });
    while (
      !clockify
        .calls()
        .slice(calls)
        .some((call) => call.startsWith('POST'))
    )
      await sleep(5);
    proxy.hang();
    while (clockify.deliveries().length === delivered) await sleep(5);
    await clockify.flushWebhooks();
    await proxy.resume();
    clockify.setDelay(0);
    expect((await starting).statusCode).toBe(201);

    await runClockifyRound(t.app.deps);
    await clockify.flushWebhooks();

    expect(clockify.entriesOf(member.apiKey)).toHaveLength(1);
    expect(await member.entries()).toMatchObject([
      { description: 'Wire the dash', timeInterval: { end: null } },
    ]);
    expect(await member.entries()).toHaveLength(1);
    expect((await member.send('GET', '/api/clockify/sync-status')).json()).toMatchObject({
      waitingCount: 0,
    });
  });
});
