import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestClockify, type TestClockify } from '../../../test/clockify/clockify-server';
import type { CallBudget } from './call-budget';
import { type ClockifyClient, createClockifyClient } from './clockify-client';
import { ClockifyError } from './clockify-error';
import type { ClockifyCaller } from './clockify-requests';

let clockify: TestClockify;
let client: ClockifyClient;
let clockOffsetMs = 0;
/** The client alone: the budget's own tests (call-budget.test.ts) count in a real database. */
const roomyBudget: CallBudget = {
  hourlyLimit: 1000,
  shareOf: () => 1000,
  take: async () => true,
  used: async () => ({ member: 0, background: 0 }),
  roomAt: async () => Date.now(),
  hasRoom: async () => true,
};
const API_KEY = 'client-test-key';
beforeAll(async () => {
  clockify = await startTestClockify();
  clockify.addMember({ apiKey: API_KEY, name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' });
  client = createClockifyClient({
    apiUrl: clockify.apiUrl,
    reportsUrl: clockify.reportsUrl,
    timeoutMs: 300,
    now: () => Date.now() + clockOffsetMs,
    budget: roomyBudget,
  });
});
beforeEach(() => {
  clockify.setFailure(null);
  clockify.setDelay(0);
  clockify.resetCalls();
  clockOffsetMs += 3600_000;
});
afterAll(() => clockify.close());

/** One request's caller: its own deadline, begun now. */
const caller = (apiKey = API_KEY): ClockifyCaller => ({
  apiKey,
  deadline: client.newDeadline(),
  lane: 'member',
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no failure',
    (error: unknown) => (error instanceof ClockifyError ? error.failure : String(error)),
  );

describe('the Clockify client', () => {
  it('reads every page of a long list, stopping at the first short page', async () => {
    for (let n = 1; n <= 201; n++) clockify.addProject({ name: `Part ${n}` });

    const projects = await client.listProjects(caller(), clockify.workspaceId);

    expect(projects).toHaveLength(201);
    expect(new Set(projects.map((project) => project.id)).size).toBe(201);
    expect(clockify.calls()).toEqual([
      expect.stringContaining('page=1&page-size=200'),
      expect.stringContaining('page=2&page-size=200'),
    ]);
  });

  it('names a key Clockify does not know', async () => {
    expect(await failureOf(client.getUser(caller('unknown-key')))).toBe('invalidKey');
  });

  it('names a workspace the key has no access to', async () => {
    const user = await client.getUser(caller());

    expect(await failureOf(client.listProjects(caller(), 'ffffffffffffffffffffffff'))).toBe(
      'noWorkspaceAccess',
    );
    expect(user.activeWorkspace).toBe(clockify.workspaceId);
  });

  it('gives up on a Clockify that does not answer within the time limit', async () => {
    clockify.setFailure('hang');
    const started = Date.now();

    expect(await failureOf(client.getUser(caller()))).toBe('timedOut');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('ends every call of one request at its deadline, however many calls it makes', async () => {
    // Each call alone is within the 300 ms limit; two in a row are not.
    clockify.setDelay(200);
    const request = caller();
    const started = Date.now();

    await client.getUser(request);
    const second = await failureOf(client.listWorkspaces(request));

    expect(second).toBe('timedOut');
    expect(Date.now() - started).toBeLessThan(380);
    clockOffsetMs += 30_001;
    expect(await failureOf(client.listWorkspaces(caller()))).toBe('no failure');
  });

  it('after Clockify fails to answer, fails at once for 30 s without asking it, then asks again', async () => {
    clockify.setFailure('hang');
    expect(await failureOf(client.getUser(caller()))).toBe('timedOut');
    clockify.setFailure(null);
    clockify.resetCalls();

    const started = Date.now();
    expect(await failureOf(client.listWorkspaces(caller()))).toBe('timedOut');
    clockOffsetMs += 29_000;
    expect(await failureOf(client.getUser(caller()))).toBe('timedOut');
    expect(Date.now() - started).toBeLessThan(100);
    expect(clockify.calls()).toEqual([]);

    clockOffsetMs += 1001;
    expect(await failureOf(client.getUser(caller()))).toBe('no failure');
    expect(clockify.calls()).toHaveLength(1);
  });

  it('asks again at once after an error Clockify answered quickly (a 5xx)', async () => {
    clockify.setFailure('serverError');
    expect(await failureOf(client.getUser(caller()))).toBe('notResponding');
    clockify.setFailure(null);

    expect(await failureOf(client.getUser(caller()))).toBe('no failure');
  });

  it('refuses a key a header cannot carry without asking Clockify or naming the key', async () => {
    for (const apiKey of ['secret-one\nX-Other: 1', 'secret-two\u0000', 'secret-thrée']) {
      const failure = await client.getUser(caller(apiKey)).catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(ClockifyError);
      expect(failure).toMatchObject({ failure: 'invalidKey' });
      expect(JSON.stringify(failure)).not.toContain('secret');
      expect(String(failure)).not.toContain('secret');
    }
    expect(clockify.calls()).toEqual([]);
  });

  it('names Clockify being down', async () => {
    const down = createClockifyClient({
      apiUrl: 'http://127.0.0.1:9/api/v1',
      reportsUrl: 'http://127.0.0.1:9/reports/v1',
      timeoutMs: 1000,
      now: Date.now,
      budget: roomyBudget,
    });
    const downCaller = { apiKey: API_KEY, deadline: down.newDeadline(), lane: 'member' as const };

    expect(await failureOf(down.getUser(downCaller))).toBe('notResponding');
  });

  it('creates a finished entry in one call, and a PUT stops exactly that entry', async () => {
    const start = new Date(Date.now() - 90_000);
    const created = await client.createTimeEntry(caller(), clockify.workspaceId, {
      description: 'Align the wheels',
      projectId: null,
      start,
      end: null,
    });
    const stopped = await client.updateTimeEntry(caller(), clockify.workspaceId, created.id, {
      description: 'Align the wheels',
      projectId: null,
      start,
      end: new Date(start.getTime() + 63_000),
    });

    expect(stopped.timeInterval).toMatchObject({ end: expect.any(String), duration: 'PT1M3S' });
    expect(
      await failureOf(
        client.updateTimeEntry(caller(), clockify.workspaceId, 'not-an-entry', {
          description: 'x',
          projectId: null,
          start,
          end: null,
        }),
      ),
    ).toBe('entryGone');
  });
});
