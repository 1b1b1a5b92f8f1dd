// The dashboard's freshness (decision 29): sync-status says when the record last matched Clockify
// and what of the member's waits; the Refresh button asks Clockify now, at most once every two
// minutes per member, and says when it can when the hour's budget is used.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshMessages } from '../../../common/time-tracking/clockify-sync';
import { clockifyMessages } from '../../../common/time-tracking/time-tracking';
import { startTestClockify, type TestClockify } from '../../test/clockify/clockify-server';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';
import { BUDGET_WINDOW_MS } from './clockify/call-budget';
import { REFRESH_BUTTON_EVERY_MS } from './dashboard';
import {
  type ConnectedTestMember,
  connectMember,
  pollDashboard,
  signInMember,
  startTimerAs,
} from './test-member';

let clock = Date.parse('2026-05-20T12:00:00Z');
const now = () => clock;
let clockify: TestClockify;
let t: TestApp;
beforeAll(async () => {
  clockify = await startTestClockify({ now });
  t = await makeTestApp({
    environment: { CLOCKIFY_API_URL: clockify.apiUrl },
    timeTracking: { timeoutMs: 500, now },
  });
  // Building the app runs the migrations, slow on a busy machine.
}, 60_000);
beforeEach(async () => {
  await resetTestApp(t);
  clockify.setFailure(null);
  clockify.resetCalls();
  clock += 2 * BUDGET_WINDOW_MS;
});
afterAll(async () => {
  await t.close();
  await clockify.close();
});

const refresh = (member: Pick<ConnectedTestMember, 'send'>) =>
  member.send('POST', '/api/clockify/refresh');

describe('the sync status', () => {
  it('says the record was never read, then when it was, with nothing waiting', async () => {
    const member = await connectMember(t, clockify);

    const before = await member.send('GET', '/api/clockify/sync-status');
    await member.send('GET', '/api/clockify/time-entries');
    clock += 5 * 60_000;
    const after = await member.send('GET', '/api/clockify/sync-status');

    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ updatedAt: null, live: false, waitingCount: 0 });
    expect(after.json()).toEqual({
      updatedAt: new Date(clock - 5 * 60_000).toISOString(),
      live: false,
      waitingCount: 0,
    });
  });

  it("counts the member's changes waiting for Clockify, and says why they wait", async () => {
    const member = await connectMember(t, clockify);
    const other = await connectMember(t, clockify);
    await pollDashboard(member);
    clockify.setFailure('unauthorized');

    await startTimerAs(member, 'Cut tubes');
    clock += 60_000;
    await startTimerAs(member, 'Weld tubes');
    const { status } = await pollDashboard(member);
    const others = await other.send('GET', '/api/clockify/sync-status');

    expect(status.json()).toMatchObject({
      waitingCount: 2,
      problem: clockifyMessages.keyNoLongerValid,
    });
    expect(others.json()).toMatchObject({ waitingCount: 0 });
    expect(others.json().problem).toBeUndefined();
  });

  it('answers a member without a key that nothing was read', async () => {
    const member = await signInMember(t);

    const response = await member.send('GET', '/api/clockify/sync-status');

    expect(response.json()).toEqual({ updatedAt: null, live: false, waitingCount: 0 });
  });
});

describe('the Refresh button', () => {
  it('brings in what changed in Clockify, then asks the member to wait two minutes', async () => {
    const member = await connectMember(t, clockify);
    await pollDashboard(member);
    clock += 5 * 60_000;
    clockify.addTimeEntry(member.apiKey, {
      description: 'Made in Clockify',
      start: new Date(clock - 60_000),
    });
    clockify.resetCalls();

    const refreshed = await refresh(member);
    const { entries } = await pollDashboard(member);
    clock += 60_000;
    const tooSoon = await refresh(member);
    clock += REFRESH_BUTTON_EVERY_MS - 60_000;
    const again = await refresh(member);

    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({
      updatedAt: new Date(clock - REFRESH_BUTTON_EVERY_MS).toISOString(),
      live: false,
      waitingCount: 0,
    });
    expect(entries.json()).toMatchObject([{ description: 'Made in Clockify' }]);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ message: refreshMessages.tooSoon(1) });
    expect(again.statusCode).toBe(200);
    // One call each time it was allowed.
    expect(clockify.calls()).toHaveLength(2);
  });

  it("limits each member on their own: another's press is not held back", async () => {
    const member = await connectMember(t, clockify);
    const other = await connectMember(t, clockify);

    expect((await refresh(member)).statusCode).toBe(200);
    expect((await refresh(other)).statusCode).toBe(200);
    expect((await refresh(member)).statusCode).toBe(429);
  });

  it("says when it can refresh once the hour's budget is used, without asking Clockify", async () => {
    const member = await connectMember(t, clockify);
    const { budget } = t.app.deps.timeTracking;
    for (let call = budget.shareOf('member'); call > 0; call--) await budget.take('member');
    clock += 10 * 60_000;
    clockify.resetCalls();

    const response = await refresh(member);

    expect(response.statusCode).toBe(429);
    // The first of the hour's calls leaves it 50 minutes from now.
    expect(response.json().message).toMatch(
      /^The team has used this hour's Clockify requests\. You can refresh again in 5[01] minutes;/,
    );
    expect(clockify.calls()).toEqual([]);
  });

  it('answers why when Clockify fails', async () => {
    const member = await connectMember(t, clockify);
    clockify.setFailure('serverError');

    const response = await refresh(member);

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: clockifyMessages.notResponding });
  });

  it('asks a member without a key to connect first', async () => {
    const member = await signInMember(t);

    const response = await refresh(member);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: clockifyMessages.noKey });
  });
});
