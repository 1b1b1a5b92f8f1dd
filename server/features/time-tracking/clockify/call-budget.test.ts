// The workspace's Clockify budget (decision 29): two shares of CLOCKIFY_HOURLY_LIMIT counted in the
// database in a rolling hour of the app's clock, and one budget for every instance on the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../test/admin-requests';
import { makeTestApp, type TestApp } from '../../../test/test-app';
import { useTestSite } from '../../../test/use-test-site';
import { runClockifyRound } from '../record/background';
import {
  connectMember,
  mostCallsInAnHour,
  pollDashboard,
  startTimerAs,
  stopTimerAs,
} from '../test-member';
import { BUDGET_WINDOW_MS, createCallBudget } from './call-budget';

const HOURLY_LIMIT = 30;
const site = useTestSite({ clockify: { clockStepMs: 2 * BUDGET_WINDOW_MS } });
const { now } = site;

const budget = () => site.t.app.deps.timeTracking.budget;
const takeAll = async (lane: 'member' | 'background', times: number) => {
  const taken: boolean[] = [];
  for (let call = 0; call < times; call++) taken.push(await budget().take(lane));
  return taken;
};
const count = (taken: boolean[]) => taken.filter(Boolean).length;

describe('the shares', () => {
  it('gives members the larger share and the background the rest, neither taking from the other', async () => {
    const members = budget().shareOf('member');
    const background = budget().shareOf('background');
    expect(budget().hourlyLimit).toBe(HOURLY_LIMIT);
    expect(members + background).toBe(HOURLY_LIMIT);
    expect(members).toBeGreaterThan(background);

    expect(count(await takeAll('member', members + 5))).toBe(members);
    expect(count(await takeAll('background', background + 5))).toBe(background);
    expect(await budget().used()).toEqual({ member: members, background });
  });

  it.each([2, 3, 6, 30, 100, 1000])(
    'splits a limit of %i into two shares that add up to it',
    (limit) => {
      const split = createCallBudget({ db: site.t.db, hourlyLimit: limit, now });
      const [members, background] = [split.shareOf('member'), split.shareOf('background')];
      expect(members + background).toBe(limit);
      expect(members).toBeGreaterThanOrEqual(background);
      expect(background).toBeGreaterThanOrEqual(1);
    },
  );

  it('gives a limit of one call to the members', () => {
    const single = createCallBudget({ db: site.t.db, hourlyLimit: 1, now });
    expect([single.shareOf('member'), single.shareOf('background')]).toEqual([1, 0]);
  });

  it('shows admins the calls of the last hour against the limit', async () => {
    await takeAll('member', 3);
    await takeAll('background', 2);
    const { send } = await signInAdmin(site.t);

    const usage = await send('GET', '/api/clockify/usage');

    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({
      hourlyLimit: HOURLY_LIMIT,
      usedLastHour: { member: 3, background: 2 },
    });
  });
});

describe('a rolling hour', () => {
  it('frees each call an hour after it was made, by the app clock', async () => {
    const share = budget().shareOf('member');
    const early = Math.floor(share / 2);
    const begun = now();
    expect(count(await takeAll('member', early))).toBe(early);
    site.advanceClock(30 * 60_000);
    expect(count(await takeAll('member', share))).toBe(share - early);

    // The first ten leave the window an hour after they were made, not at a fixed hour.
    const roomAt = await budget().roomAt('member');
    expect(roomAt).toBeGreaterThan(begun + BUDGET_WINDOW_MS - 60_000);
    expect(roomAt).toBeLessThan(begun + BUDGET_WINDOW_MS + 60_000);
    site.advanceClock(roomAt - now() - 1000);
    expect(await budget().take('member')).toBe(false);
    site.advanceClock(2000);
    expect(count(await takeAll('member', share))).toBe(early);
    expect(await budget().used()).toEqual({ member: share, background: 0 });
  });

  it('makes no call that finds no room: Clockify never hears it', async () => {
    const member = await connectMember(site.t, site.clockify);
    await pollDashboard(member);
    await takeAll('member', budget().shareOf('member'));
    site.clockify.resetCalls();

    const refresh = await member.send('POST', '/api/clockify/refresh');
    const start = await startTimerAs(member, 'Fit the seat');

    expect(refresh.statusCode).toBe(429);
    expect(start.statusCode).toBe(201);
    expect(start.json()).toMatchObject({ waiting: true });
    expect(site.clockify.calls()).toEqual([]);
  });
});

describe('two instances on one database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await makeTestApp({
      environment: { CLOCKIFY_API_URL: site.clockify.apiUrl },
      timeTracking: { now },
      sameDatabaseAs: site.t,
    });
  }, 60_000);
  afterAll(() => second.close());

  it('give out no more places together than the share has, however many ask at once', async () => {
    const budgets = [budget(), second.app.deps.timeTracking.budget];
    const share = budget().shareOf('member');

    const taken = await Promise.all(
      Array.from({ length: 2 * share }, (_, i) => budgets[i % 2]?.take('member') ?? false),
    );

    expect(count(taken)).toBe(share);
    expect(await budgets[1]?.used()).toEqual({ member: share, background: 0 });
  });

  it('make at most CLOCKIFY_HOURLY_LIMIT calls an hour together while members on both start and stop timers, and send each entry once', async () => {
    const apps = [site.t, second];
    const members = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        connectMember(apps[i % 2] ?? site.t, site.clockify, `Member ${i}`),
      ),
    );
    for (const member of members) await pollDashboard(member);
    // The connections and first reads are of the hour before.
    site.advanceClock(BUDGET_WINDOW_MS + 1000);
    site.clockify.resetCalls();

    const answers: number[] = [];
    for (let minute = 0; minute < 60; minute += 5) {
      site.advanceClock(5 * 60_000);
      await Promise.all(
        members.map(async (member, i) => {
          const started = await startTimerAs(member, `Task ${minute} of ${i}`);
          const stopped = await stopTimerAs(member, started.json().id);
          answers.push(started.statusCode, stopped.statusCode);
        }),
      );
      await Promise.all(apps.map((app) => runClockifyRound(app.app.deps)));
    }

    expect(answers.every((status) => status === 200 || status === 201)).toBe(true);
    expect(site.clockify.calls().length).toBeLessThanOrEqual(HOURLY_LIMIT);
    const used = await budget().used();
    expect(used.member).toBeLessThanOrEqual(budget().shareOf('member'));
    expect(used.background).toBeLessThanOrEqual(budget().shareOf('background'));
    expect(await second.app.deps.timeTracking.budget.used()).toEqual(used);

    // The hours after: both instances send what waits, each entry once.
    for (let halfHour = 0; halfHour < 12; halfHour++) {
      site.advanceClock(BUDGET_WINDOW_MS / 2);
      await Promise.all(apps.map((app) => runClockifyRound(app.app.deps)));
    }
    const descriptions = members.flatMap((member) =>
      site.clockify.entriesOf(member.apiKey).map((entry) => entry.description),
    );
    expect(descriptions).toHaveLength(answers.length / 2);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(mostCallsInAnHour(site.clockify.callLog())).toBeLessThanOrEqual(HOURLY_LIMIT);
  }, 120_000);
});
