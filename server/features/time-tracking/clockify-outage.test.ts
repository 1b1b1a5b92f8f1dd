// A slow or silent Clockify (decisions 19 and 29): the dashboard answers from the record at once, a
// start or stop answers within a few seconds with the change kept waiting, and after a failure
// Clockify is not asked again for 30 s; what waited is sent once it answers.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clockifyMessages } from '../../../common/time-tracking/time-tracking';
import { clockifyMembers } from '../../db/schema/clockify-schema';
import type { ClockifyFailureMode } from '../../test/clockify/clockify-server';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';
import { runClockifyRound } from './record/background';
import {
  type ConnectedTestMember,
  connectMember,
  entryWrites,
  startTimerAs,
  stopTimerAs,
} from './test-member';
import { SEND_WAIT_MS } from './timers';

/** A shortened limit; the real 10 s is tried once, at the end. */
const LIMIT_MS = 1000;
/** Time for the app itself around the limit, on a busy machine. */
const MARGIN_MS = 500;
const AT_ONCE_MS = 200;
const PAUSE_MS = 30_000;
/** After a send that got no answer, the next try waits this long. */
const RETRY_MS = 60_000;

const site = useTestSite({ clockify: { clockStepMs: 3600_000, timeoutMs: LIMIT_MS } });
const { now } = site;

async function timed<Answer>(send: () => Promise<Answer>) {
  const started = Date.now();
  const answer = await send();
  return { answer, ms: Date.now() - started };
}

/** A member whose dashboard is open: their projects and entries are in the record. */
async function memberWithDashboard(app: TestApp = site.t) {
  const member = await connectMember(app, site.clockify);
  await member.send('GET', '/api/clockify/projects');
  await member.send('GET', '/api/clockify/time-entries');
  return member;
}

const entriesOf = async (member: ConnectedTestMember) =>
  (await member.send('GET', '/api/clockify/time-entries')).json();

describe('a slow Clockify', () => {
  it('a start answers within the limit with the timer waiting, and it reaches Clockify once', async () => {
    const member = await memberWithDashboard();
    site.clockify.setDelay(LIMIT_MS * 2);

    const { answer, ms } = await timed(() => startTimerAs(member, 'Fit the seat'));

    expect(ms).toBeLessThan(LIMIT_MS + MARGIN_MS);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ description: 'Fit the seat', waiting: true });
    expect(await entriesOf(member)).toEqual([answer.json()]);

    site.clockify.setDelay(0);
    site.advanceClock(RETRY_MS + 1000);
    await runClockifyRound(site.t.app.deps);
    expect(site.clockify.entriesOf(member.apiKey)).toMatchObject([
      { description: 'Fit the seat', end: null },
    ]);
    expect((await entriesOf(member))[0].waiting).toBeUndefined();
  });

  it('a stop answers within the limit with the entry stopped and waiting, then Clockify stops it', async () => {
    const member = await memberWithDashboard();
    const started = await startTimerAs(member, 'Bleed the brakes');
    site.clockify.setDelay(LIMIT_MS * 2);

    const { answer, ms } = await timed(() => stopTimerAs(member, started.json().id));

    expect(ms).toBeLessThan(LIMIT_MS + MARGIN_MS);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: started.json().id,
      timeInterval: { end: expect.any(String) },
      waiting: true,
    });

    site.clockify.setDelay(0);
    site.advanceClock(RETRY_MS + 1000);
    await runClockifyRound(site.t.app.deps);
    const inClockify = site.clockify.entriesOf(member.apiKey);
    expect(inClockify).toHaveLength(1);
    expect(inClockify[0]?.end).toBeInstanceOf(Date);
  });
});

describe('after Clockify fails', () => {
  it('the dashboard, starts and stops answer at once for 30 s without asking Clockify, and what waited is sent after', async () => {
    const member = await memberWithDashboard();
    site.clockify.setFailure('hang');

    const first = await timed(() => startTimerAs(member, 'Fit the seat'));

    expect(first.ms).toBeLessThan(LIMIT_MS + MARGIN_MS);
    expect(first.answer.json()).toMatchObject({ waiting: true });

    site.clockify.setFailure(null);
    site.clockify.resetCalls();
    let running = first.answer.json().id;
    for (const offset of [0, PAUSE_MS - 1000]) {
      site.advanceClock(offset);
      const answers = [
        await timed(() => member.send('GET', '/api/clockify/projects')),
        await timed(() => member.send('GET', '/api/clockify/time-entries')),
        await timed(() => member.send('GET', '/api/clockify/sync-status')),
        await timed(() => stopTimerAs(member, running)),
        await timed(() => startTimerAs(member, `Task at ${offset}`)),
      ];
      for (const { ms } of answers) expect(ms).toBeLessThan(AT_ONCE_MS);
      expect(answers.map(({ answer }) => answer.statusCode)).toEqual([200, 200, 200, 200, 201]);
      expect(answers[2]?.answer.json()).toMatchObject({
        problem: clockifyMessages.notResponding,
      });
      running = answers[4]?.answer.json().id;
    }
    expect(site.clockify.calls()).toEqual([]);
    const waiting = await entriesOf(member);
    expect(waiting).toHaveLength(3);
    expect(waiting.every((entry: { waiting?: boolean }) => entry.waiting)).toBe(true);

    site.advanceClock(RETRY_MS);
    await runClockifyRound(site.t.app.deps);
    // Two finished entries in one call each; the running one, with two fifths of the members'
    // share used by now, waits for its stop to go with it in one call.
    expect(entryWrites(site.clockify.calls())).toHaveLength(2);
    await stopTimerAs(member, running);
    expect(entryWrites(site.clockify.calls())).toHaveLength(3);
    expect(site.clockify.entriesOf(member.apiKey).map((entry) => entry.description)).toEqual([
      `Task at ${PAUSE_MS - 1000}`,
      'Task at 0',
      'Fit the seat',
    ]);
    expect((await member.send('GET', '/api/clockify/sync-status')).json()).toMatchObject({
      waitingCount: 0,
    });
  });
});

describe('a first read that failed', () => {
  it.each<ClockifyFailureMode>(['serverError', 'hang'])(
    'is tried again once Clockify answers (%s): the projects and entries show',
    async (mode) => {
      const member = await connectMember(site.t, site.clockify);
      site.clockify.addProject({ name: 'Chassis' });
      site.clockify.addTimeEntry(member.apiKey, {
        description: 'Cut tubes',
        start: new Date(now() - 3600_000),
        end: new Date(now() - 1800_000),
      });
      site.clockify.setFailure(mode);
      const during = [
        await member.send('GET', '/api/clockify/projects'),
        await member.send('GET', '/api/clockify/time-entries'),
      ];
      site.clockify.setFailure(null);
      // A first read that failed is tried again at most every 5 minutes: each try is a call.
      site.advanceClock(5 * 60_000);

      const projects = await member.send('GET', '/api/clockify/projects');
      const entries = await member.send('GET', '/api/clockify/time-entries');

      expect(during.map((answer) => [answer.statusCode, answer.json()])).toEqual([
        [200, []],
        [200, []],
      ]);
      // The workspace keeps the project of the case before; both are listed.
      expect(projects.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'Chassis' })]),
      );
      expect(entries.json()).toMatchObject([{ description: 'Cut tubes' }]);
    },
  );
});

describe('the connection status', () => {
  it('says Clockify is not responding once it has failed, with the account known from before', async () => {
    const member = await memberWithDashboard();
    site.clockify.setFailure('hang');
    await startTimerAs(member, 'Fit the seat');

    const during = await member.send('GET', '/api/clockify/user-status');
    site.clockify.setFailure(null);
    site.advanceClock(PAUSE_MS);
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
    const member = await connectMember(site.t, site.clockify);
    // As for a key saved before the record kept accounts.
    await site.t.db.delete(clockifyMembers).where(eq(clockifyMembers.userId, member.id));
    site.clockify.setFailure(mode);

    const { answer, ms } = await timed(() => member.send('GET', '/api/clockify/user-status'));

    expect(ms).toBeLessThan(LIMIT_MS + MARGIN_MS);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ hasApiKey: true, user: null, problem });
  });
});

it('with the real 10 s limit, a silent Clockify gives a start its answer within a few seconds, and the dashboard shows it at once', async () => {
  const realLimit = await makeTestApp({
    environment: { CLOCKIFY_API_URL: site.clockify.apiUrl },
    timeTracking: { now },
  });
  try {
    const member = await memberWithDashboard(realLimit);
    site.clockify.setFailure('hang');

    const start = await timed(() => startTimerAs(member, 'Fit the seat'));
    const dashboard = await timed(() => member.send('GET', '/api/clockify/time-entries'));

    expect(start.ms).toBeLessThan(SEND_WAIT_MS + MARGIN_MS);
    expect(start.answer.statusCode).toBe(201);
    expect(start.answer.json()).toMatchObject({ description: 'Fit the seat', waiting: true });
    expect(dashboard.ms).toBeLessThan(AT_ONCE_MS);
    expect(dashboard.answer.json()).toEqual([start.answer.json()]);
  } finally {
    await realLimit.close();
  }
}, 60_000);
