// Webhooks (decision 29): while Clockify's webhooks bring changes as they happen, the site
// refreshes each member from Clockify at most once an hour. Two simulated hours on a moved clock, a
// round every minute and the members' dashboards polled as often; the test Clockify logs each
// call's moment.
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../test/admin-requests';
import type { TestClockify } from '../../../test/clockify/clockify-server';
import { makeTestApp, type TestApp } from '../../../test/test-app';
import { connectMember } from '../test-member';
import { startTeamWorkspace, teamWorkspaceSettings, WORKSPACE_ADMIN_KEY } from '../test-workspace';
import { runClockifyRound } from './background';
import { REFRESH_EVERY_MS } from './record-refresher';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Whole minutes, as Clockify writes whole seconds.
let fakeNow = Math.floor(Date.now() / MINUTE) * MINUTE;
let clockify: TestClockify;
let t: TestApp | undefined;

beforeEach(async () => {
  clockify = await startTeamWorkspace({ now: () => fakeNow });
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await clockify.close();
  // The next test's calls are outside this one's hour.
  fakeNow += 3 * HOUR;
});

/** The site on the moved clock, receiving Clockify's deliveries when `withWebhooks`. */
async function site({ withWebhooks }: { withWebhooks: boolean }) {
  const app = await makeTestApp({
    environment: {
      ...teamWorkspaceSettings(clockify, WORKSPACE_ADMIN_KEY),
    },
    timeTracking: { now: () => fakeNow },
  });
  if (withWebhooks) {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as AddressInfo;
    app.app.deps.timeTracking.webhookUrl = `http://127.0.0.1:${port}/api/clockify/webhook`;
  }
  return app;
}

/** The moments (minutes from `from`) of the site's calls whose path matches. */
const minutesOf = (pattern: RegExp, from: number) =>
  clockify
    .callLog()
    .filter((call) => pattern.test(call.line))
    .map((call) => (call.at - from) / MINUTE);
const TEAM_REPORT = /\/reports\/detailed/;
const RUNNING_TIMERS = /\/time-entries\/status\/in-progress/;
const MEMBER_ENTRIES = /\/user\/[^/]+\/time-entries/;

const connectMembers = async (app: TestApp) => {
  const members = [];
  for (let count = 0; count < 3; count++) members.push(await connectMember(app, clockify));
  return members;
};
type Member = Awaited<ReturnType<typeof connectMembers>>[number];

/**
 * Two hours of a round every minute, each member's dashboard polled every minute; `during` runs
 * at the start of each minute. Answers the first minute, and the most background calls seen in
 * an hour with the share they may take.
 */
async function twoHours(
  app: TestApp,
  members: Member[],
  during: (minute: number) => Promise<void> = async () => {},
) {
  const { send: asAdmin } = await signInAdmin(app);
  const start = fakeNow;
  let mostBackgroundCalls = 0;
  for (let minute = 0; minute < 120; minute++) {
    fakeNow = start + minute * MINUTE;
    await during(minute);
    await runClockifyRound(app.app.deps);
    for (const member of members) {
      expect((await member.send('GET', '/api/clockify/time-entries')).statusCode).toBe(200);
      expect((await member.send('GET', '/api/clockify/sync-status')).statusCode).toBe(200);
    }
    const usage = (await asAdmin('GET', '/api/clockify/usage')).json();
    mostBackgroundCalls = Math.max(mostBackgroundCalls, usage.usedLastHour.background);
  }
  const backgroundShare = app.app.deps.timeTracking.budget.shareOf('background');
  return { start, mostBackgroundCalls, backgroundShare };
}

const gapsOf = (minutes: number[]) =>
  minutes.slice(1).map((minute, index) => minute - (minutes[index] ?? 0));

describe('refreshes with webhooks active', () => {
  it('read each member from Clockify at most once an hour', async () => {
    t = await site({ withWebhooks: true });
    const members = await connectMembers(t);

    const { start, mostBackgroundCalls, backgroundShare } = await twoHours(t, members);

    expect(clockify.webhooks()).toHaveLength(3);
    // Once an hour: the second read is due at minute 60, or in the round after it when the slow
    // machine's real seconds (which the database's own clock adds to a row) pass a minute.
    for (const calls of [TEAM_REPORT, RUNNING_TIMERS]) {
      const [first, second, ...more] = minutesOf(calls, start);
      expect(first).toBe(0);
      expect(second).toBeGreaterThanOrEqual(60);
      expect(second).toBeLessThanOrEqual(61);
      expect(more).toEqual([]);
    }
    expect(minutesOf(MEMBER_ENTRIES, start)).toEqual([]);
    expect(mostBackgroundCalls).toBeLessThanOrEqual(backgroundShare);
    const status = await members[0]?.send('GET', '/api/clockify/sync-status');
    expect(status?.json()).toMatchObject({ live: true });
  }, 180_000);

  it('leave nothing stale: what changes in Clockify meanwhile shows as it happens', async () => {
    t = await site({ withWebhooks: true });
    const members = await connectMembers(t);
    const [member] = members;
    if (!member) throw new Error('no member');
    const seen: string[] = [];
    const look = async (minute: number) => {
      const [newest] = (await member.send('GET', '/api/clockify/time-entries')).json();
      seen.push(
        `${minute}: ${newest?.description} ${newest?.timeInterval.end ? 'stopped' : 'runs'}`,
      );
    };

    const { start } = await twoHours(t, members, async (minute) => {
      if (minute === 5) {
        clockify.addTimeEntry(member.apiKey, { description: 'Mill', start: new Date(fakeNow) });
      }
      if (minute === 25) clockify.stopTimerOf(member.apiKey, new Date(fakeNow));
      if (minute === 5 || minute === 25) {
        await clockify.flushWebhooks();
        await look(minute);
      }
    });

    expect(seen).toEqual(['5: Mill runs', '25: Mill stopped']);
    expect(minutesOf(TEAM_REPORT, start)).toEqual([0, 60]);
    expect(minutesOf(MEMBER_ENTRIES, start)).toEqual([]);
  }, 180_000);
});

describe('refreshes without webhooks', () => {
  it('read the team far more often, within the background share', async () => {
    t = await site({ withWebhooks: false });
    const members = await connectMembers(t);

    const { start, mostBackgroundCalls, backgroundShare } = await twoHours(t, members);

    expect(clockify.webhooks()).toEqual([]);
    const reports = minutesOf(TEAM_REPORT, start);
    expect(reports.length).toBeGreaterThanOrEqual(6);
    expect(Math.min(...gapsOf(reports))).toBeGreaterThanOrEqual(REFRESH_EVERY_MS / MINUTE);
    expect(mostBackgroundCalls).toBeLessThanOrEqual(backgroundShare);
  }, 180_000);
});
