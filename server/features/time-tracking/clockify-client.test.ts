import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestClockify, type TestClockify } from '../../test/clockify-server';
import { type ClockifyClient, createClockifyClient } from './clockify-client';
import { ClockifyError } from './clockify-error';

let clockify: TestClockify;
let client: ClockifyClient;
let clockOffsetMs = 0;
const API_KEY = 'client-test-key';
beforeAll(async () => {
  clockify = await startTestClockify();
  clockify.addMember({ apiKey: API_KEY, name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' });
  client = createClockifyClient({
    apiUrl: clockify.apiUrl,
    reportsUrl: clockify.reportsUrl,
    timeoutMs: 300,
    now: () => Date.now() + clockOffsetMs,
  });
});
beforeEach(() => {
  clockify.setFailure(null);
  clockify.resetCalls();
  clockOffsetMs += 3600_000;
});
afterAll(() => clockify.close());

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no failure',
    (error: unknown) => (error instanceof ClockifyError ? error.failure : String(error)),
  );

describe('the Clockify client', () => {
  it('reads every page of a long list, stopping at the first short page', async () => {
    for (let n = 1; n <= 201; n++) clockify.addProject({ name: `Part ${n}` });

    const projects = await client.listProjects(API_KEY, clockify.workspaceId);

    expect(projects).toHaveLength(201);
    expect(new Set(projects.map((project) => project.id)).size).toBe(201);
    expect(clockify.calls()).toEqual([
      expect.stringContaining('page=1&page-size=200'),
      expect.stringContaining('page=2&page-size=200'),
    ]);
  });

  it('names a key Clockify does not know', async () => {
    expect(await failureOf(client.getUser('unknown-key'))).toBe('invalidKey');
  });

  it('names a workspace the key has no access to', async () => {
    const user = await client.getUser(API_KEY);

    expect(await failureOf(client.listProjects(API_KEY, 'ffffffffffffffffffffffff'))).toBe(
      'noWorkspaceAccess',
    );
    expect(user.activeWorkspace).toBe(clockify.workspaceId);
  });

  it('gives up on a Clockify that does not answer within the time limit', async () => {
    clockify.setFailure('hang');
    const started = Date.now();

    expect(await failureOf(client.getUser(API_KEY))).toBe('timedOut');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('names Clockify being down', async () => {
    const down = createClockifyClient({
      apiUrl: 'http://127.0.0.1:9/api/v1',
      reportsUrl: 'http://127.0.0.1:9/reports/v1',
      timeoutMs: 1000,
      now: Date.now,
    });

    expect(await failureOf(down.getUser(API_KEY))).toBe('notResponding');
  });

  it('says when no timer runs, and stops the one that does', async () => {
    const user = await client.getUser(API_KEY);
    const stop = () => client.stopRunningTimer(API_KEY, clockify.workspaceId, user.id, new Date());

    expect(await failureOf(stop())).toBe('noRunningTimer');
    await client.startTimeEntry(API_KEY, clockify.workspaceId, {
      description: 'Align the wheels',
      projectId: undefined,
      start: new Date(Date.now() - 90_000),
    });
    const stopped = await stop();

    expect(stopped.timeInterval).toMatchObject({
      end: expect.any(String),
      duration: expect.stringMatching(/^PT1M3[01]S$/),
    });
  });
});
