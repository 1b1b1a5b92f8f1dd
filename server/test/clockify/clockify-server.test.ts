import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestClockify, type TestClockify } from './clockify-server';
import { addTestTeam } from './clockify-test-team';

let clockify: TestClockify;
let clock: number;
let jamieId: string;
let taylorId: string;
beforeEach(async () => {
  clock = Date.parse('2026-05-20T12:00:00Z');
  clockify = await startTestClockify({ now: () => clock });
  ({ jamieId, taylorId } = addTestTeam(clockify));
});
afterEach(() => clockify.close());

const at = (time: string) => new Date(`2026-05-20T${time}Z`);

async function call(apiKey: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${clockify.apiUrl}${path}`, {
    method,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
const ws = () => `/workspaces/${clockify.workspaceId}`;

describe('the test Clockify', () => {
  it('logs each call with the time of its clock', async () => {
    await call('jamie-key', 'GET', '/user');
    clock += 60_000;
    await call('jamie-key', 'GET', `${ws()}/projects?page=1`);

    expect(clockify.callLog()).toEqual([
      { at: Date.parse('2026-05-20T12:00:00Z'), line: 'GET /api/v1/user' },
      { at: Date.parse('2026-05-20T12:01:00Z'), line: `GET /api/v1${ws()}/projects?page=1` },
    ]);
    expect(clockify.calls()).toEqual(clockify.callLog().map((entry) => entry.line));
    clockify.resetCalls();
    expect(clockify.callLog()).toEqual([]);
  });

  it('creates a finished entry from a POST with an end, and keeps the running timer', async () => {
    const running = clockify.addTimeEntry('jamie-key', {
      description: 'Paint',
      start: at('09:00:00'),
    });

    const created = await call('jamie-key', 'POST', `${ws()}/time-entries`, {
      description: 'Weld',
      start: '2026-05-20T07:00:00Z',
      end: '2026-05-20T08:30:00Z',
    });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userId: jamieId,
      description: 'Weld',
      timeInterval: {
        start: '2026-05-20T07:00:00Z',
        end: '2026-05-20T08:30:00Z',
        duration: 'PT1H30M',
      },
    });
    expect(running.end).toBeNull();
  });

  it('stops the running timer at the start of a new one (one timer per user)', async () => {
    const running = clockify.addTimeEntry('jamie-key', {
      description: 'Paint',
      start: at('09:00:00'),
    });

    const started = await call('jamie-key', 'POST', `${ws()}/time-entries`, {
      description: 'Sand',
      start: '2026-05-20T10:00:00Z',
    });

    expect(started.body.timeInterval).toEqual({
      start: '2026-05-20T10:00:00Z',
      end: null,
      duration: null,
    });
    expect(running.end).toEqual(at('10:00:00'));
    expect(clockify.entriesOf('jamie-key').filter((entry) => entry.end === null)).toHaveLength(1);
  });

  it('replaces an entry by PUT: what the body leaves out is cleared, no end means running', async () => {
    const frame = clockify.addProject({ name: 'Frame' });
    const entry = clockify.addTimeEntry('jamie-key', {
      description: 'Weld',
      start: at('07:00:00'),
      end: at('08:00:00'),
      projectId: frame.id,
    });

    const stopped = await call('jamie-key', 'PUT', `${ws()}/time-entries/${entry.id}`, {
      start: '2026-05-20T07:15:00Z',
      end: '2026-05-20T09:00:00Z',
      description: 'Weld the cage',
    });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({
      id: entry.id,
      userId: jamieId,
      description: 'Weld the cage',
      projectId: null,
      timeInterval: {
        start: '2026-05-20T07:15:00Z',
        end: '2026-05-20T09:00:00Z',
        duration: 'PT1H45M',
      },
    });

    const reopened = await call('jamie-key', 'PUT', `${ws()}/time-entries/${entry.id}`, {
      start: '2026-05-20T07:15:00Z',
      projectId: frame.id,
    });
    expect(reopened.body).toMatchObject({ projectId: frame.id, description: '' });
    expect(reopened.body.timeInterval).toMatchObject({ end: null, duration: null });
  });

  it('refuses a PUT without start, with an unknown project, or of an entry not the asker’s', async () => {
    const entry = clockify.addTimeEntry('jamie-key', {
      description: 'Weld',
      start: at('07:00:00'),
    });
    const put = (apiKey: string, id: string, body: unknown) =>
      call(apiKey, 'PUT', `${ws()}/time-entries/${id}`, body);
    const foreign = { message: "Time entry doesn't belong to Workspace", code: 501 };

    expect(await put('jamie-key', entry.id, { description: 'x' })).toEqual({
      status: 400,
      body: { message: 'start: must not be null', code: 501 },
    });
    expect(await put('jamie-key', entry.id, { start: 'yesterday' })).toMatchObject({ status: 400 });
    expect(
      await put('jamie-key', entry.id, {
        start: '2026-05-20T07:00:00Z',
        projectId: 'f'.repeat(24),
      }),
    ).toEqual({
      status: 400,
      body: { message: "Project doesn't belong to Workspace", code: 501 },
    });
    expect(await put('taylor-key', entry.id, { start: '2026-05-20T07:00:00Z' })).toEqual({
      status: 400,
      body: foreign,
    });
    expect(await put('jamie-key', 'a'.repeat(24), { start: '2026-05-20T07:00:00Z' })).toEqual({
      status: 400,
      body: foreign,
    });
    expect(entry.description).toBe('Weld');

    const byAdmin = await put('admin-key', entry.id, {
      start: '2026-05-20T07:00:00Z',
      description: 'Fixed',
    });
    expect(byAdmin).toMatchObject({ status: 200, body: { userId: jamieId, description: 'Fixed' } });
  });

  it("lets an admin read another member's entries, and refuses a member", async () => {
    clockify.addTimeEntry('taylor-key', { description: 'Order bolts', start: at('08:00:00') });
    const path = `${ws()}/user/${taylorId}/time-entries?hydrated=true`;

    const byAdmin = await call('admin-key', 'GET', path);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject([
      { description: 'Order bolts', user: { id: taylorId, name: 'Taylor Brooks' } },
    ]);
    expect(await call('jamie-key', 'GET', path)).toEqual({
      status: 403,
      body: { message: 'Access Denied', code: 501 },
    });
  });

  it('lists every running timer of the workspace to an admin, ten to a page by default', async () => {
    for (let n = 0; n < 12; n++) {
      const apiKey = `member-${n}`;
      clockify.addMember({ apiKey, name: `Member ${n}`, email: `m${n}@example.org` });
      clockify.addTimeEntry(apiKey, { description: `Task ${n}`, start: at(`08:${10 + n}:00`) });
    }
    clockify.addTimeEntry('jamie-key', {
      description: 'Done',
      start: at('07:00:00'),
      end: at('07:30:00'),
    });
    const path = `${ws()}/time-entries/status/in-progress`;

    const first = await call('admin-key', 'GET', path);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(10);
    expect(first.body[0]).toMatchObject({ description: 'Task 11', userId: expect.any(String) });
    expect(first.body[0].timeInterval.end).toBeNull();
    expect((await call('admin-key', 'GET', `${path}?page=2`)).body).toHaveLength(2);
    expect((await call('admin-key', 'GET', `${path}?page-size=1000`)).body).toHaveLength(12);
    expect((await call('admin-key', 'GET', `${path}?page-size=1001`)).status).toBe(400);
    expect(await call('jamie-key', 'GET', path)).toEqual({
      status: 403,
      body: { message: 'Access Denied', code: 501 },
    });
  });
});
