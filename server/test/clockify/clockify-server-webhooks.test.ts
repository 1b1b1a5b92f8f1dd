import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestClockify, type TestClockify } from './clockify-server';
import { addTestTeam } from './clockify-test-team';

/** A site that receives deliveries: it keeps each one and answers `status`, once `opened`. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  let opened = Promise.resolve();
  const server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    received.push({ headers: request.headers, body: JSON.parse(text) });
    await opened;
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/clockify/webhook`,
    received,
    /** Holds every answer until the returned function is called. */
    hold() {
      let open = () => {};
      opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return open;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let clockify: TestClockify;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let jamieId: string;
beforeEach(async () => {
  clockify = await startTestClockify();
  receiver = await startReceiver();
  ({ jamieId } = addTestTeam(clockify));
});
afterEach(async () => {
  await clockify.close();
  await receiver.close();
});

async function call(apiKey: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${clockify.apiUrl}/workspaces/${clockify.workspaceId}${path}`, {
    method,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
const register = (webhookEvent: string, fields: Record<string, unknown> = {}) =>
  call('admin-key', 'POST', '/webhooks', {
    name: `Site ${webhookEvent}`,
    url: receiver.url,
    webhookEvent,
    triggerSource: [clockify.workspaceId],
    triggerSourceType: 'WORKSPACE_ID',
    ...fields,
  });
const at = (time: string) => new Date(`2026-05-20T${time}Z`);
const events = () =>
  receiver.received.map((delivery) => delivery.headers['clockify-webhook-event-type']);

describe("the test Clockify's webhooks", () => {
  it('registers, lists and deletes webhooks for an admin, three at most', async () => {
    const created = await register('NEW_TIMER_STARTED');
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Site NEW_TIMER_STARTED',
        url: receiver.url,
        webhookEvent: 'NEW_TIMER_STARTED',
        triggerSource: [clockify.workspaceId],
        triggerSourceType: 'WORKSPACE_ID',
        authToken: expect.any(String),
        enabled: true,
        workspaceId: clockify.workspaceId,
        userId: expect.any(String),
      },
    });
    await register('TIMER_STOPPED');
    await register('TIME_ENTRY_UPDATED');
    expect(await register('NEW_TIME_ENTRY')).toEqual({
      status: 403,
      body: { message: 'Webhook limit reached for this workspace', code: 501 },
    });

    const listed = await call('admin-key', 'GET', '/webhooks');
    expect(listed.body.workspaceWebhookCount).toBe(3);
    expect(listed.body.webhooks[0]).toEqual(created.body);

    expect((await call('admin-key', 'DELETE', `/webhooks/${created.body.id}`)).status).toBe(200);
    expect(clockify.webhooks()).toHaveLength(2);
    expect((await register('NEW_TIME_ENTRY')).status).toBe(201);
  });

  it('refuses a member, an unknown event and a URL that is not http(s)', async () => {
    const denied = { status: 403, body: { message: 'Access Denied', code: 501 } };
    expect(await call('jamie-key', 'GET', '/webhooks')).toEqual(denied);
    expect(
      await call('jamie-key', 'POST', '/webhooks', {
        name: 'Mine',
        url: receiver.url,
        webhookEvent: 'TIMER_STOPPED',
        triggerSource: [clockify.workspaceId],
        triggerSourceType: 'WORKSPACE_ID',
      }),
    ).toEqual(denied);
    const kept = await register('TIMER_STOPPED');
    expect(await call('jamie-key', 'DELETE', `/webhooks/${kept.body.id}`)).toEqual(denied);

    expect(await register('TIMER_PAUSED')).toMatchObject({ status: 400, body: { code: 501 } });
    expect(await register('TIMER_STOPPED', { url: 'ftp://example.org/hook' })).toMatchObject({
      status: 400,
    });
    expect(clockify.webhooks()).toHaveLength(1);
  });

  it('delivers the changes made by the API, signed, with the entry', async () => {
    const started = await register('NEW_TIMER_STARTED');
    const stopped = await register('TIMER_STOPPED');
    await register('TIME_ENTRY_UPDATED');
    const frame = clockify.addProject({ name: 'Frame', color: '#22c55e' });

    const first = await call('jamie-key', 'POST', '/time-entries', {
      description: 'Weld',
      start: '2026-05-20T07:00:00Z',
      projectId: frame.id,
    });
    await call('jamie-key', 'POST', '/time-entries', {
      description: 'Sand',
      start: '2026-05-20T08:00:00Z',
    });
    await call('jamie-key', 'PATCH', `/user/${jamieId}/time-entries`, {
      end: '2026-05-20T09:00:00Z',
    });
    await call('jamie-key', 'PUT', `/time-entries/${first.body.id}`, {
      start: '2026-05-20T07:00:00Z',
      end: '2026-05-20T07:45:00Z',
      description: 'Weld more',
    });
    // A finished entry's event has no webhook here.
    await call('jamie-key', 'POST', '/time-entries', {
      start: '2026-05-20T05:00:00Z',
      end: '2026-05-20T06:00:00Z',
    });
    await clockify.flushWebhooks();

    expect(events()).toEqual([
      'NEW_TIMER_STARTED',
      'TIMER_STOPPED',
      'NEW_TIMER_STARTED',
      'TIMER_STOPPED',
      'TIME_ENTRY_UPDATED',
    ]);
    const [start, stop] = receiver.received;
    expect(start?.headers).toMatchObject({
      'content-type': 'application/json',
      'clockify-signature': started.body.authToken,
    });
    expect(start?.body).toEqual({
      id: first.body.id,
      description: 'Weld',
      userId: jamieId,
      workspaceId: clockify.workspaceId,
      projectId: frame.id,
      project: { id: frame.id, name: 'Frame', color: '#22c55e' },
      user: { id: jamieId, name: 'Jamie Ortiz', email: 'jamie@example.org' },
      timeInterval: { start: '2026-05-20T07:00:00Z', end: null, duration: null },
    });
    expect(stop?.headers['clockify-signature']).toBe(stopped.body.authToken);
    expect(stop?.body).toMatchObject({
      id: first.body.id,
      timeInterval: { end: '2026-05-20T08:00:00Z', duration: 'PT1H' },
    });
    expect(receiver.received[4]?.body).toMatchObject({ description: 'Weld more', projectId: null });
    expect(clockify.deliveries()).toEqual(
      events().map((event) => ({ event, url: receiver.url, status: 204 })),
    );
    // Three registrations and five changes; the deliveries are Clockify's calls, not calls to it.
    expect(clockify.calls()).toHaveLength(8);
  });

  it("delivers the edits made in Clockify's own app", async () => {
    for (const event of ['NEW_TIMER_STARTED', 'TIMER_STOPPED', 'NEW_TIME_ENTRY'])
      await register(event);

    const running = clockify.addTimeEntry('jamie-key', {
      description: 'Paint',
      start: at('07:00:00'),
    });
    clockify.stopTimerOf('jamie-key', at('08:00:00'));
    clockify.addTimeEntry('jamie-key', {
      description: 'Plan',
      start: at('05:00:00'),
      end: at('06:00:00'),
    });
    await clockify.flushWebhooks();
    expect(events()).toEqual(['NEW_TIMER_STARTED', 'TIMER_STOPPED', 'NEW_TIME_ENTRY']);
    expect(running.end).toEqual(at('08:00:00'));

    for (const webhook of clockify.webhooks())
      await call('admin-key', 'DELETE', `/webhooks/${webhook.id}`);
    await register('TIME_ENTRY_UPDATED');
    await register('TIME_ENTRY_DELETED');
    clockify.updateEntry(running.id, { description: 'Paint the frame', end: at('08:30:00') });
    clockify.deleteEntry(running.id);
    await clockify.flushWebhooks();

    expect(events().slice(3)).toEqual(['TIME_ENTRY_UPDATED', 'TIME_ENTRY_DELETED']);
    expect(receiver.received[3]?.body).toMatchObject({
      description: 'Paint the frame',
      timeInterval: {
        start: '2026-05-20T07:00:00Z',
        end: '2026-05-20T08:30:00Z',
        duration: 'PT1H30M',
      },
    });
    expect(clockify.entriesOf('jamie-key').map((entry) => entry.description)).toEqual(['Plan']);
  });

  it("delivers to a USER_ID webhook only that user's changes", async () => {
    await register('NEW_TIMER_STARTED', { triggerSource: [jamieId], triggerSourceType: 'USER_ID' });

    clockify.addTimeEntry('taylor-key', { description: 'Order', start: at('07:00:00') });
    clockify.addTimeEntry('jamie-key', { description: 'Paint', start: at('07:00:00') });
    await clockify.flushWebhooks();

    expect(receiver.received.map((delivery) => delivery.body.description)).toEqual(['Paint']);
  });

  it('answers the API before its deliveries are answered', async () => {
    await register('NEW_TIMER_STARTED');
    const open = receiver.hold();

    const started = await call('jamie-key', 'POST', '/time-entries', {
      start: '2026-05-20T07:00:00Z',
    });
    expect(started.status).toBe(201);
    expect(clockify.deliveries()).toEqual([]);

    open();
    await clockify.flushWebhooks();
    expect(clockify.deliveries()).toEqual([
      { event: 'NEW_TIMER_STARTED', url: receiver.url, status: 204 },
    ]);
  });

  it('records a receiver it cannot reach as status 0', async () => {
    await register('NEW_TIMER_STARTED');
    await receiver.close();

    clockify.addTimeEntry('jamie-key', { description: 'Paint', start: at('07:00:00') });
    await clockify.flushWebhooks();

    expect(clockify.deliveries()).toEqual([
      { event: 'NEW_TIMER_STARTED', url: receiver.url, status: 0 },
    ]);
  });
});
