// A slow or silent Clockify (issue 12): a member's request ends within the time limit however many
// calls it makes, and after a failure the next requests fail at once for 30 s without asking again.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clockifyMessages } from '../../../common/time-tracking';
import {
  type ClockifyFailureMode,
  startTestClockify,
  type TestClockify,
} from '../../test/clockify-server';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';
import { connectMember } from './test-member';

/** A shortened limit; the real 10 s is tried once, at the end. */
const LIMIT_MS = 1000;
/** Time for the app itself around the limit, on a busy machine. */
const MARGIN_MS = 500;
const AT_ONCE_MS = 200;
const PAUSE_MS = 30_000;
const notResponding = { message: clockifyMessages.notResponding };

let clockify: TestClockify;
let t: TestApp;
// Each test starts an hour after the last one, past any pause and cached answer.
let clockOffsetMs = 0;
beforeAll(async () => {
  clockify = await startTestClockify();
  t = await makeTestApp({
    environment: { CLOCKIFY_API_URL: clockify.apiUrl },
    timeTracking: { timeoutMs: LIMIT_MS, now: () => Date.now() + clockOffsetMs },
  });
  // Building the app runs the migrations, slow on a busy machine.
}, 60_000);
beforeEach(async () => {
  await resetTestApp(t);
  clockify.setFailure(null);
  clockify.setDelay(0);
  clockify.resetCalls();
  clockOffsetMs += 3600_000;
});
afterAll(async () => {
  await t.close();
  await clockify.close();
});

type Member = Awaited<ReturnType<typeof connectMember>>;

/** The member's requests of the dashboard and its timers, each with how long it took. */
const memberRequests = {
  projects: (member: Member) => member.send('GET', '/api/clockify/projects'),
  entries: (member: Member) => member.send('GET', '/api/clockify/time-entries'),
  start: (member: Member) =>
    member.send('POST', '/api/clockify/time-entries/start', { description: 'Fit the seat' }),
  stop: (member: Member) => member.send('PUT', '/api/clockify/time-entries/abc/stop'),
};

async function timed<Answer>(send: () => Promise<Answer>) {
  const started = Date.now();
  const answer = await send();
  return { answer, ms: Date.now() - started };
}

describe('a slow Clockify', () => {
  it('a start, which makes two calls, ends within the limit', async () => {
    const member = await connectMember(t, clockify);
    // Each call alone is within the limit; the two of a start are not.
    clockify.setDelay(LIMIT_MS * 0.6);

    const { answer, ms } = await timed(() => memberRequests.start(member));

    expect(ms).toBeLessThan(LIMIT_MS + MARGIN_MS);
    expect(answer.statusCode).toBe(504);
    expect(answer.json()).toEqual(notResponding);
  });

  it('a stop, which makes two calls, ends within the limit', async () => {
    const member = await connectMember(t, clockify);
    const running = clockify.addTimeEntry(member.apiKey, {
      description: 'Bleed the brakes',
      start: new Date(Date.now() - 3600_000),
    });
    clockify.setDelay(LIMIT_MS * 0.6);

    const { answer, ms } = await timed(() =>
      member.send('PUT', `/api/clockify/time-entries/${running.id}/stop`),
    );

    expect(ms).toBeLessThan(LIMIT_MS + MARGIN_MS);
    expect(answer.statusCode).toBe(504);
    expect(answer.json()).toEqual(notResponding);
  });
});

describe('after Clockify fails', () => {
  it.each<[ClockifyFailureMode, number]>([['hang', 504]])(
    '%s: the dashboard answers within the limit, then every request at once for 30 s without asking Clockify, then Clockify again',
    async (mode, status) => {
      const member = await connectMember(t, clockify);
      clockify.setFailure(mode);

      const first = await timed(() => memberRequests.entries(member));

      expect(first.ms).toBeLessThan(LIMIT_MS + MARGIN_MS);
      expect([first.answer.statusCode, first.answer.json()]).toEqual([status, notResponding]);

      clockify.setFailure(null);
      clockify.resetCalls();
      for (const offset of [0, PAUSE_MS - 1000]) {
        clockOffsetMs += offset;
        for (const send of Object.values(memberRequests)) {
          const { answer, ms } = await timed(() => send(member));
          expect(ms).toBeLessThan(AT_ONCE_MS);
          expect([answer.statusCode, answer.json()]).toEqual([status, notResponding]);
        }
      }
      expect(clockify.calls()).toEqual([]);

      clockOffsetMs += 1001;
      expect((await memberRequests.projects(member)).statusCode).toBe(200);
      expect((await memberRequests.start(member)).statusCode).toBe(201);
      expect(clockify.calls().length).toBeGreaterThan(0);
    },
  );
});

describe('the connection status', () => {
  it('says Clockify is not responding once it has failed, with the account known from before', async () => {
    const member = await connectMember(t, clockify);
    clockify.setFailure('hang');
    await memberRequests.entries(member);

    const during = await member.send('GET', '/api/clockify/user-status');
    clockify.setFailure(null);
    clockOffsetMs += PAUSE_MS;
    const after = await member.send('GET', '/api/clockify/user-status');

    const user = { name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' };
    expect(during.json()).toEqual({
      hasApiKey: true,
      user,
      problem: clockifyMessages.notResponding,
    });
    expect(after.json()).toEqual({ hasApiKey: true, user });
  });

  it.each<[ClockifyFailureMode, string]>([
    ['hang', clockifyMessages.notResponding],
    ['serverError', clockifyMessages.notResponding],
    ['unauthorized', clockifyMessages.keyNoLongerValid],
  ])('says why when Clockify cannot tell whose the key is (%s)', async (mode, problem) => {
    const member = await connectMember(t, clockify);
    // As after a restart: the account is not known yet.
    t.app.deps.timeTracking.cache.forget(member.id);
    clockify.setFailure(mode);

    const { answer, ms } = await timed(() => member.send('GET', '/api/clockify/user-status'));

    expect(ms).toBeLessThan(LIMIT_MS + MARGIN_MS);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ hasApiKey: true, user: null, problem });
  });
});

it('with the real 10 s limit, a silent Clockify gives a start its answer within 11 s, then the dashboard at once', async () => {
  const realLimit = await makeTestApp({ environment: { CLOCKIFY_API_URL: clockify.apiUrl } });
  try {
    const member = await connectMember(realLimit, clockify);
    clockify.setFailure('hang');

    const start = await timed(() => memberRequests.start(member));
    const dashboard = await timed(() => memberRequests.entries(member));

    expect(start.ms).toBeLessThan(11_000);
    expect([start.answer.statusCode, start.answer.json()]).toEqual([504, notResponding]);
    expect(dashboard.ms).toBeLessThan(AT_ONCE_MS);
    expect(dashboard.answer.json()).toEqual(notResponding);
  } finally {
    await realLimit.close();
  }
}, 60_000);
