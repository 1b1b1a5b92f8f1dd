// The busy hour of decision 29: ten members with the dashboard open, polling every 30 s for an hour
// of a moved clock, each starting and stopping three timers, stay within CLOCKIFY_HOURLY_LIMIT
// (30); every start and stop succeeds and shows at once, and every entry is in Clockify exactly
// once by the end of the second hour. With the admin's key the whole team is also never more than
// 15 minutes old.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeEntry } from '../../../common/time-tracking/time-tracking';
import { startTestClockify, type TestClockify } from '../../test/clockify/clockify-server';
import { makeTestApp } from '../../test/test-app';
import { runClockifyRound } from './record/background';
import {
  type ConnectedTestMember,
  connectMember,
  mostCallsInAnHour,
  pollDashboard,
  startTimerAs,
  stopTimerAs,
} from './test-member';

const HOURLY_LIMIT = 30;
const MEMBERS = 10;
const TIMERS_EACH = 3;
const STEP_MS = 30_000;
const STEPS_AN_HOUR = 120;
const ADMIN_KEY = 'busy-hour-admin-key';

let clockify: TestClockify;
let clock = Date.parse('2026-11-23T08:00:00Z');
const now = () => clock;
beforeAll(async () => {
  clockify = await startTestClockify({ now });
  clockify.addMember({
    apiKey: ADMIN_KEY,
    name: 'Club Admin',
    email: 'admin@example.org',
    admin: true,
  });
  clockify.addProject({ name: 'Chassis' });
});
afterAll(() => clockify.close());

/** When member `m` starts and stops timer `j`, in steps of the hour. */
const timerSteps = (m: number, j: number) => {
  const start = 3 + j * 38 + m * 2;
  return { start, stop: start + 8 + (m % 4) * 3 };
};

describe.each(['without the admin key', 'with the admin key'])(
  'a busy hour %s',
  (configuration) => {
    const withAdminKey = configuration === 'with the admin key';

    it('stays within the budget, fails no start or stop, shows each at once, and sends each entry once', async () => {
      const t = await makeTestApp({
        environment: {
          CLOCKIFY_API_URL: clockify.apiUrl,
          ...(withAdminKey && {
            CLOCKIFY_REPORTS_URL: clockify.reportsUrl,
            CLOCKIFY_WORKSPACE_ID: clockify.workspaceId,
            CLOCKIFY_ADMIN_API_KEY: ADMIN_KEY,
          }),
        },
        timeTracking: { now },
      });
      try {
        // Members connect and open the dashboard a quarter of an hour apart, before the busy hour.
        const members: ConnectedTestMember[] = [];
        for (let m = 0; m < MEMBERS; m++) {
          const member = await connectMember(t, clockify, `Member ${m} ${configuration}`);
          await member.send('GET', '/api/clockify/projects');
          await pollDashboard(member);
          members.push(member);
          clock += 15 * 60_000;
        }
        clockify.resetCalls();

        const failed: string[] = [];
        const notShown: string[] = [];
        const running = new Map<number, string>();
        let worstAgeMs = 0;
        for (let step = 0; step < 2 * STEPS_AN_HOUR; step++) {
          clock += STEP_MS;
          const busy = step < STEPS_AN_HOUR;
          const expected = new Map<string, 'running' | 'stopped'>();
          await Promise.all(
            members.map(async (member, m) => {
              for (let j = 0; j < TIMERS_EACH && busy; j++) {
                const { start, stop } = timerSteps(m, j);
                if (step === start) {
                  const started = await startTimerAs(member, `Timer ${j} of member ${m}`);
                  if (started.statusCode !== 201) failed.push(`start ${m}/${j}: ${started.body}`);
                  running.set(m, started.json().id);
                  expected.set(started.json().id, 'running');
                }
                if (step === stop) {
                  const stopped = await stopTimerAs(member, running.get(m) ?? '');
                  if (stopped.statusCode !== 200) failed.push(`stop ${m}/${j}: ${stopped.body}`);
                  expected.set(stopped.json().id, 'stopped');
                }
              }
            }),
          );
          await runClockifyRound(t.app.deps);
          if (!busy) continue;
          const polls = await Promise.all(members.map(pollDashboard));
          for (const { entries, status } of polls) {
            expect([entries.statusCode, status.statusCode]).toEqual([200, 200]);
            for (const entry of entries.json() as TimeEntry[]) {
              const state = expected.get(entry.id);
              if (state && (state === 'running') !== (entry.timeInterval.end === null)) {
                notShown.push(`${entry.description} ${state}`);
              }
              expected.delete(entry.id);
            }
            const updatedAt = status.json().updatedAt;
            worstAgeMs = Math.max(worstAgeMs, updatedAt ? clock - Date.parse(updatedAt) : Infinity);
          }
          notShown.push(...expected.keys());
        }

        expect(failed).toEqual([]);
        expect(notShown).toEqual([]);
        expect(mostCallsInAnHour(clockify.callLog())).toBeLessThanOrEqual(HOURLY_LIMIT);
        if (withAdminKey) expect(worstAgeMs).toBeLessThanOrEqual(15 * 60_000);
        members.forEach((member, m) => {
          const descriptions = clockify.entriesOf(member.apiKey).map((entry) => entry.description);
          const made = Array.from({ length: TIMERS_EACH }, (_, j) => `Timer ${j} of member ${m}`);
          expect(descriptions.toSorted()).toEqual(made);
          expect(clockify.entriesOf(member.apiKey).every((entry) => entry.end)).toBe(true);
        });
      } finally {
        await t.close();
      }
    }, 300_000);
  },
);
