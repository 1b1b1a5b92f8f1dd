// Webhooks (decision 29): a delivery to /api/clockify/webhook changes the record only when it
// carries the token of the site's own webhook for its event type, is of the team's workspace and of
// the member it names, and was not accepted before; anything else is refused or ignored, and
// nothing makes it fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockifyWebhookDeliveries } from '../../../db/schema/clockify-schema';
import { signInAdmin } from '../../../test/admin-requests';
import type { TestClockify } from '../../../test/clockify/clockify-server';
import { makeTestApp, type TestApp } from '../../../test/test-app';
import { connectMember } from '../test-member';
import { startTeamWorkspace, teamWorkspaceSettings, WORKSPACE_ADMIN_KEY } from '../test-workspace';
import { runClockifyRound } from './background';
import { forgetOldDeliveries } from './webhook-delivery';

const WEBHOOK_URL = 'https://club.example.org/api/clockify/webhook';

let clockify: TestClockify;
let t: TestApp;
/** How far the tests moved the app's clock on. */
let clockOffsetMs = 0;
/**
 * The tokens of the site's TIME_ENTRY_UPDATED webhook (the event these tests deliver) and of its
 * TIMER_STOPPED one, and that of another tool's webhook, since deleted.
 */
let token: string;
let stoppedToken: string;
let otherToolsToken: string;

beforeAll(async () => {
  clockify = await startTeamWorkspace();
  const otherTool = await fetch(`${clockify.apiUrl}/workspaces/${clockify.workspaceId}/webhooks`, {
    method: 'POST',
    headers: { 'x-api-key': WORKSPACE_ADMIN_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Another tool',
      url: 'https://elsewhere.example.org/hook',
      webhookEvent: 'TIME_ENTRY_DELETED',
      triggerSource: [clockify.workspaceId],
      triggerSourceType: 'WORKSPACE_ID',
    }),
  });
  const { id, authToken } = await otherTool.json();
  otherToolsToken = authToken;
  // It made room again: the free plan's three are the site's.
  await fetch(`${clockify.apiUrl}/workspaces/${clockify.workspaceId}/webhooks/${id}`, {
    method: 'DELETE',
    headers: { 'x-api-key': WORKSPACE_ADMIN_KEY },
  });
  t = await makeTestApp({
    environment: {
      ...teamWorkspaceSettings(clockify, WORKSPACE_ADMIN_KEY),
      // Many members connect in this file; the budget is not what it tests.
      CLOCKIFY_HOURLY_LIMIT: '3000',
    },
    timeTracking: { webhookUrl: WEBHOOK_URL, now: () => Date.now() + clockOffsetMs },
  });
  await runClockifyRound(t.app.deps);
  expect(clockify.webhooks()).toHaveLength(3);
  const tokenOf = (event: string) => {
    const webhook = clockify.webhooks().find((one) => one.webhookEvent === event);
    if (!webhook) throw new Error(`the site registered no ${event} webhook`);
    return webhook.authToken;
  };
  token = tokenOf('TIME_ENTRY_UPDATED');
  stoppedToken = tokenOf('TIMER_STOPPED');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await clockify.close();
});

const atSecond = (msAgo: number) => new Date(Math.floor((Date.now() - msAgo) / 1000) * 1000);

/** A member whose record holds one finished entry of Clockify's, and deliveries of that entry. */
async function memberWithAnEntry() {
  const member = await connectMember(t, clockify);
  const entry = clockify.addTimeEntry(member.apiKey, {
    description: 'Weld the frame',
    start: atSecond(2 * 3600_000),
    end: atSecond(3600_000),
  });
  const read = await member.send('GET', '/api/clockify/time-entries');
  expect(read.json()).toMatchObject([{ description: 'Weld the frame' }]);
  const delivery = (change: Record<string, unknown>) => ({
    id: entry.id,
    description: entry.description,
    userId: entry.userId,
    workspaceId: clockify.workspaceId,
    projectId: null,
    project: null,
    timeInterval: {
      start: entry.start.toISOString(),
      end: entry.end?.toISOString() ?? null,
      duration: 'PT1H',
    },
    ...change,
  });
  const entries = async () => (await member.send('GET', '/api/clockify/time-entries')).json();
  return { member, delivery, entries };
}

function deliver(body: unknown, headers: Record<string, string> = {}, contentType?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/clockify/webhook',
    headers: {
      'content-type': contentType ?? 'application/json',
      'clockify-webhook-event-type': 'TIME_ENTRY_UPDATED',
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function lastDeliveryAt() {
  const { send } = await signInAdmin(t);
  return (await send('GET', '/api/clockify/usage')).json().webhooks.lastDeliveryAt;
}

describe('a delivery not signed by the site’s webhooks', () => {
  it('is refused with 401 and changes nothing', async () => {
    const { delivery, entries } = await memberWithAnEntry();
    const before = await entries();
    const deliveredBefore = await lastDeliveryAt();
    const forged = delivery({ description: 'Forged' });
    const signatures: Record<string, string>[] = [
      {},
      { 'clockify-signature': '' },
      { 'clockify-signature': 'not-the-token' },
      { 'clockify-signature': `${token}x` },
      { 'clockify-signature': token.slice(0, -1) },
      { 'clockify-signature': otherToolsToken },
      { 'Clockify-Signature': token.toUpperCase() },
    ];

    for (const headers of signatures) {
      const updated = await deliver(forged, headers);
      expect(updated.statusCode, JSON.stringify(headers)).toBe(401);
      const deleted = await deliver(forged, {
        ...headers,
        'clockify-webhook-event-type': 'TIME_ENTRY_DELETED',
      });
      expect(deleted.statusCode, JSON.stringify(headers)).toBe(401);
    }

    // The site's own token, but of its webhook for another event type.
    const otherWebhooks = await deliver(forged, { 'clockify-signature': stoppedToken });
    expect(otherWebhooks.statusCode).toBe(401);
    expect(await entries()).toEqual(before);
    expect(await lastDeliveryAt()).toBe(deliveredBefore);
  });

  it('is refused before its body is read: a forged malformed body is 401, not 400', async () => {
    const response = await deliver({ not: 'an entry' }, { 'clockify-signature': 'forged' });

    expect(response.statusCode).toBe(401);
  });
});

describe('a delivery signed by the site’s webhook', () => {
  it('changes the member’s entry', async () => {
    const { delivery, entries } = await memberWithAnEntry();

    const response = await deliver(delivery({ description: 'Weld the rear frame' }), {
      'clockify-signature': token,
    });

    expect(response.statusCode).toBe(200);
    expect(await entries()).toMatchObject([{ description: 'Weld the rear frame' }]);
    expect(await lastDeliveryAt()).not.toBeNull();
  });

  it('answers 400 when its body is not a time entry, and changes nothing', async () => {
    const { delivery, entries } = await memberWithAnEntry();
    const before = await entries();
    const malformed: unknown[] = [
      {},
      [],
      'an entry',
      42,
      { id: 'x' },
      delivery({ userId: undefined }),
      delivery({ workspaceId: undefined }),
      delivery({ id: 17 }),
      delivery({ timeInterval: undefined }),
      delivery({ timeInterval: { end: null } }),
      delivery({ description: { text: 'Weld' } }),
      delivery({ project: { name: 'Chassis' } }),
    ];

    for (const body of malformed) {
      const response = await deliver(body, { 'clockify-signature': token });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }

    expect(await entries()).toEqual(before);
  });
});

describe('a signed delivery the site does not trust', () => {
  it('is ignored when the site did not subscribe to its event type', async () => {
    const { delivery, entries } = await memberWithAnEntry();
    const before = await entries();

    const response = await deliver(delivery({}), {
      'clockify-signature': token,
      'clockify-webhook-event-type': 'TIME_ENTRY_DELETED',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: false });
    expect(await entries()).toEqual(before);
  });

  it('is refused when its entry is of another workspace', async () => {
    const { delivery, entries } = await memberWithAnEntry();
    const before = await entries();

    const response = await deliver(
      delivery({ workspaceId: 'another-workspace', description: 'Elsewhere' }),
      { 'clockify-signature': token },
    );

    expect(response.statusCode).toBe(400);
    expect(await entries()).toEqual(before);
  });

  it('is refused when its entry belongs to another member than its userId says', async () => {
    const owner = await memberWithAnEntry();
    const other = await memberWithAnEntry();
    const [ownersBefore, othersBefore] = [await owner.entries(), await other.entries()];

    const response = await deliver(
      owner.delivery({ userId: other.delivery({}).userId, description: 'Taken over' }),
      { 'clockify-signature': token },
    );

    expect(response.statusCode).toBe(400);
    expect(await owner.entries()).toEqual(ownersBefore);
    expect(await other.entries()).toEqual(othersBefore);
  });

  it('is ignored when it was accepted before: a replay cannot bring an old state back', async () => {
    const { delivery, entries } = await memberWithAnEntry();
    const first = delivery({ description: 'Weld the frame, first pass' });
    const signed = { 'clockify-signature': token };
    await deliver(first, signed);
    await deliver(delivery({ description: 'Weld the frame, second pass' }), signed);

    const replayed = await deliver(first, signed);

    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual({ received: false });
    expect(await entries()).toMatchObject([{ description: 'Weld the frame, second pass' }]);
  });

  it('is remembered for a day, and no longer: the hourly sweep forgets it', async () => {
    const { delivery } = await memberWithAnEntry();
    const signed = { 'clockify-signature': token };
    const sent = delivery({ description: 'Sand the uprights' });
    await deliver(sent, signed);
    const kept = async () => (await t.db.select().from(clockifyWebhookDeliveries)).length;
    const keptBefore = await kept();

    clockOffsetMs += 23 * 3600_000;
    const withinTheDay = await deliver(sent, signed);
    clockOffsetMs += 2 * 3600_000;
    const afterTheDay = await deliver(sent, signed);
    clockOffsetMs += 25 * 3600_000;
    await forgetOldDeliveries(t.db, new Date(Date.now() + clockOffsetMs));

    expect(keptBefore).toBeGreaterThan(0);
    expect(withinTheDay.json()).toEqual({ received: false });
    expect(afterTheDay.json()).toEqual({ received: true });
    expect(await kept()).toBe(0);
  });
});

describe('no delivery', () => {
  it('makes the route fail with a server error, whatever its shape', async () => {
    const { delivery } = await memberWithAnEntry();
    const signed = { 'clockify-signature': token };
    const interval = (start: string, end: string | null) =>
      delivery({ timeInterval: { start, end, duration: null } });
    const attempts: { what: string; body: unknown; headers: object; type?: string }[] = [
      { what: 'an empty body', body: '', headers: signed },
      { what: 'cut-off JSON', body: '{"id":', headers: signed },
      { what: 'JSON null', body: 'null', headers: signed },
      { what: 'a form', body: 'id=1', headers: signed, type: 'application/x-www-form-urlencoded' },
      { what: 'plain text', body: 'an entry', headers: signed, type: 'text/plain' },
      { what: 'an unsigned entry as text', body: delivery({}), headers: {}, type: 'text/plain' },
      { what: 'a start that is no date', body: interval('not a date', null), headers: signed },
      {
        what: 'a start out of range',
        body: interval('2026-13-45T99:99:99Z', null),
        headers: signed,
      },
      {
        what: 'an end that is no date',
        body: interval(atSecond(0).toISOString(), 'tomorrow'),
        headers: signed,
      },
      { what: 'a very long id', body: delivery({ id: 'x'.repeat(10_000) }), headers: signed },
      {
        what: 'an unknown event',
        body: delivery({}),
        headers: { ...signed, 'clockify-webhook-event-type': 'SOMETHING_ELSE' },
      },
      {
        what: 'the deletion of an entry the site never saw',
        body: delivery({ id: 'never-seen' }),
        headers: { ...signed, 'clockify-webhook-event-type': 'TIME_ENTRY_DELETED' },
      },
      {
        what: 'an entry of no member of the site',
        body: delivery({ userId: 'someone' }),
        headers: signed,
      },
    ];

    const failures = [];
    for (const { what, body, headers, type } of attempts) {
      const response = await deliver(body, { ...headers }, type);
      if (response.statusCode >= 500) failures.push(`${what}: ${response.statusCode}`);
    }

    expect(failures).toEqual([]);
  });
});
