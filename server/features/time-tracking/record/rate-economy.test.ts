// Clockify allows a new free workspace 30 calls an hour in all (decision 29): a dashboard's
// 30-second poll reads the record, and only the background's refreshes ask Clockify, within their
// share, often enough that the dashboard is never more than 15 minutes old.
import { expect, it } from 'vitest';
import { useTestSite } from '../../../test/use-test-site';
import { connectMember, pollDashboard } from '../test-member';
import { runClockifyRound } from './background';
import { REFRESH_EVERY_MS } from './record-refresher';

const HOUR_MS = 3600_000;

const site = useTestSite({ clockify: { clockStepMs: 0 } });
const { now } = site;

it('a dashboard open for an hour costs no call of its own, and stays within 15 minutes of Clockify', async () => {
  const member = await connectMember(site.t, site.clockify);
  site.clockify.addProject({ name: 'Chassis' });
  site.clockify.addTimeEntry(member.apiKey, {
    description: 'Cut tubes',
    start: new Date(now() - HOUR_MS),
  });
  await member.send('GET', '/api/clockify/projects');
  await pollDashboard(member);
  site.advanceClock(HOUR_MS);
  site.clockify.resetCalls();
  const begun = now();

  let worstAgeMs = 0;
  let seenInClockifyAt: number | undefined;
  for (let second = 0; second < 3600; second += 30) {
    site.advanceClock(begun + second * 1000 - now());
    // The background's round, once a minute as on the server.
    if (second % 60 === 0) await runClockifyRound(site.t.app.deps);
    if (second === 1200) {
      site.clockify.addTimeEntry(member.apiKey, {
        description: 'Made in Clockify',
        start: new Date(now()),
      });
    }
    const { entries, status } = await pollDashboard(member);
    expect([entries.statusCode, status.statusCode]).toEqual([200, 200]);
    const updatedAt = Date.parse(status.json().updatedAt);
    worstAgeMs = Math.max(worstAgeMs, now() - updatedAt);
    const descriptions = entries.json().map((entry: { description: string }) => entry.description);
    if (seenInClockifyAt === undefined && descriptions.includes('Made in Clockify')) {
      seenInClockifyAt = second;
    }
  }

  const calls = site.clockify.calls();
  // Only the background's share was spent: the polls asked nothing.
  expect(calls.length).toBeLessThanOrEqual(
    site.t.app.deps.timeTracking.budget.shareOf('background'),
  );
  // Refreshed as often as REFRESH_EVERY_MS allows, in rounds a minute apart.
  const refreshes = calls.filter((call) => call.includes('/time-entries')).length;
  expect(refreshes).toBeGreaterThanOrEqual(Math.floor(HOUR_MS / (REFRESH_EVERY_MS + 60_000)));
  expect(worstAgeMs).toBeLessThanOrEqual(15 * 60_000);
  expect(seenInClockifyAt).toBeDefined();
  expect((seenInClockifyAt ?? Infinity) - 1200).toBeLessThanOrEqual(15 * 60);
}, 120_000);
