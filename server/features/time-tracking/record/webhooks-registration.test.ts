// Webhooks (decision 29): the site registers Clockify's three webhooks (a free workspace's limit,
// docs/clockify.md) once for all its instances, only when it can receive them (an https PUBLIC_URL
// and the admin's key); admins see if they are.
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clockifySyncState } from '../../../db/schema/clockify-schema';
import { signInAdmin } from '../../../test/admin-requests';
import type { TestClockify } from '../../../test/clockify/clockify-server';
import { makeTestApp, type TestApp } from '../../../test/test-app';
import { BUDGET_WINDOW_MS } from '../clockify/call-budget';
import { startTeamWorkspace, WORKSPACE_ADMIN_KEY } from '../test-workspace';
import { runClockifyRound } from './background';

const PUBLIC_URL = 'https://club.example.org';
const WEBHOOK_URL = 'https://club.example.org/api/clockify/webhook';
const EVENTS = ['NEW_TIMER_STARTED', 'TIMER_STOPPED', 'TIME_ENTRY_UPDATED'];

let clockify: TestClockify;
const opened: TestApp[] = [];
/** The sites' clock runs this far ahead: past the last test's budget, and on within a test. */
let laterMs = 0;
/** Past the 6 hours after which an instance checks the webhooks again. */
const LATER_THAN_A_CHECK_MS = 7 * 3600_000;

beforeAll(async () => {
  clockify = await startTeamWorkspace();
});
beforeEach(async () => {
  // Each test begins with a workspace that has no webhooks.
  for (const webhook of clockify.webhooks()) await deleteWebhook(webhook.id);
  clockify.resetCalls();
  laterMs += LATER_THAN_A_CHECK_MS;
});
afterEach(async () => {
  for (const t of opened.splice(0).reverse()) await t.close();
});
afterAll(async () => {
  await clockify.close();
});

async function deleteWebhook(id: string) {
  await fetch(`${clockify.apiUrl}/workspaces/${clockify.workspaceId}/webhooks/${id}`, {
    method: 'DELETE',
    headers: { 'x-api-key': WORKSPACE_ADMIN_KEY },
  });
}

/** An instance of the site on Clockify's workspace; `sameDatabaseAs`: another instance. */
async function site(environment: Record<string, string>, sameDatabaseAs?: TestApp) {
  const t = await makeTestApp({
    timeTracking: { now: () => Date.now() + laterMs },
    environment: {
      CLOCKIFY_API_URL: clockify.apiUrl,
      CLOCKIFY_REPORTS_URL: clockify.reportsUrl,
      CLOCKIFY_WORKSPACE_ID: clockify.workspaceId,
      ...environment,
    },
    ...(sameDatabaseAs && { sameDatabaseAs }),
  });
  opened.push(t);
  return t;
}

// Changes to the webhooks: the site checks them every 6 hours with a GET, which changes nothing.
const webhookCalls = () =>
  clockify.calls().filter((call) => call.includes('/webhooks') && !call.startsWith('GET'));

async function webhooksSeenByAdmin(t: TestApp) {
  const { send } = await signInAdmin(t);
  const response = await send('GET', '/api/clockify/usage');
  expect(response.statusCode).toBe(200);
  return response.json().webhooks;
}

describe("registering Clockify's webhooks", () => {
  it('registers the three events once at the https URL, for every instance', async () => {
    const t = await site({ PUBLIC_URL, CLOCKIFY_ADMIN_API_KEY: WORKSPACE_ADMIN_KEY });
    expect(await webhooksSeenByAdmin(t)).toMatchObject({ state: 'off' });

    await runClockifyRound(t.app.deps);

    const registered = clockify.webhooks();
    expect(registered.map((webhook) => webhook.webhookEvent).sort()).toEqual([...EVENTS].sort());
    for (const webhook of registered) {
      expect(webhook).toMatchObject({
        url: WEBHOOK_URL,
        triggerSourceType: 'WORKSPACE_ID',
        triggerSource: [clockify.workspaceId],
        enabled: true,
      });
    }
    expect(await webhooksSeenByAdmin(t)).toEqual({ state: 'active', lastDeliveryAt: null });

    const ids = registered.map((webhook) => webhook.id);
    const callsAfterFirst = webhookCalls().length;
    laterMs += LATER_THAN_A_CHECK_MS;
    await runClockifyRound(t.app.deps);
    const second = await site({ PUBLIC_URL, CLOCKIFY_ADMIN_API_KEY: WORKSPACE_ADMIN_KEY }, t);
    laterMs += LATER_THAN_A_CHECK_MS;
    await runClockifyRound(second.app.deps);

    expect(clockify.webhooks().map((webhook) => webhook.id)).toEqual(ids);
    expect(webhookCalls()).toHaveLength(callsAfterFirst);
    expect(await webhooksSeenByAdmin(second)).toMatchObject({ state: 'active' });
  }, 60_000);

  it('registers them once when two instances run their first round together', async () => {
    const t = await site({ PUBLIC_URL, CLOCKIFY_ADMIN_API_KEY: WORKSPACE_ADMIN_KEY });
    const second = await site({ PUBLIC_URL, CLOCKIFY_ADMIN_API_KEY: WORKSPACE_ADMIN_KEY }, t);

    await Promise.all([runClockifyRound(t.app.deps), runClockifyRound(second.app.deps)]);

    expect(clockify.webhooks()).toHaveLength(3);
    expect(webhookCalls().filter((call) => call.startsWith('POST'))).toHaveLength(3);
  }, 60_000);

  it('replaces its own webhooks whose tokens it lost, so the free plan’s three suffice', async () => {
    const t = await site({ PUBLIC_URL, CLOCKIFY_ADMIN_API_KEY: WORKSPACE_ADMIN_KEY });
    await runClockifyRound(t.app.deps);
    const lost = clockify.webhooks().map((webhook) => webhook.id);
    // A database restored from before: the tokens and the turn are gone, the webhooks are not.
    await t.db
      .delete(clockifySyncState)
      .where(inArray(clockifySyncState.key, ['webhooks', 'webhooks-check']));
    // The background share spent on the first round is free again.
    laterMs += BUDGET_WINDOW_MS + 1000;

    await runClockifyRound(t.app.deps);

    const renewed = clockify.webhooks();
    expect(renewed).toHaveLength(3);
    expect(renewed.map((webhook) => webhook.id).filter((id) => lost.includes(id))).toEqual([]);
    expect(await webhooksSeenByAdmin(t)).toMatchObject({ state: 'active' });
  }, 60_000);

  it('shows admins why when Clockify refuses them', async () => {
    const t = await site({ PUBLIC_URL, CLOCKIFY_ADMIN_API_KEY: WORKSPACE_ADMIN_KEY });
    // Another tool already uses two of the free plan's three webhooks.
    for (const event of ['NEW_TIME_ENTRY', 'TIME_ENTRY_DELETED']) {
      await fetch(`${clockify.apiUrl}/workspaces/${clockify.workspaceId}/webhooks`, {
        method: 'POST',
        headers: { 'x-api-key': WORKSPACE_ADMIN_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Another tool: ${event}`,
          url: 'https://elsewhere.example.org/hook',
          webhookEvent: event,
          triggerSource: [clockify.workspaceId],
          triggerSourceType: 'WORKSPACE_ID',
        }),
      });
    }

    await runClockifyRound(t.app.deps);

    expect(await webhooksSeenByAdmin(t)).toMatchObject({
      state: 'failed',
      reason: expect.stringMatching(/Clockify refused to register the webhooks/),
    });
  }, 60_000);

  it('registers none without the admin key, and says why', async () => {
    const t = await site({ PUBLIC_URL });

    await runClockifyRound(t.app.deps);

    expect(clockify.webhooks()).toEqual([]);
    expect(webhookCalls()).toEqual([]);
    expect(await webhooksSeenByAdmin(t)).toEqual({
      state: 'off',
      reason: 'Registering webhooks needs CLOCKIFY_ADMIN_API_KEY.',
      lastDeliveryAt: null,
    });
  }, 60_000);

  it('registers none where Clockify cannot deliver (a PUBLIC_URL without https), and says why', async () => {
    const t = await site({
      PUBLIC_URL: 'http://club.example.org',
      CLOCKIFY_ADMIN_API_KEY: WORKSPACE_ADMIN_KEY,
    });

    await runClockifyRound(t.app.deps);

    expect(clockify.webhooks()).toEqual([]);
    expect(webhookCalls()).toEqual([]);
    expect(await webhooksSeenByAdmin(t)).toEqual({
      state: 'off',
      reason: 'Clockify can deliver webhooks only to a PUBLIC_URL with https.',
      lastDeliveryAt: null,
    });
  }, 60_000);
});
