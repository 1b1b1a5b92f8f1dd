import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubConfig } from '../../db/schema/site-schema';
import { signInAdmin } from '../../test/admin-requests';
import {
  type ClockifyFailureMode,
  startTestClockify,
  type TestClockify,
} from '../../test/clockify/clockify-server';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';
import { createTeamHours, RETRY_AFTER_FAILURE_MS, TEAM_HOURS_TTL_MS } from './team-hours';
import { teamWorkspaceSettings } from './test-workspace';

const ADMIN_KEY = 'workspace-admin-key';
const TIMEOUT_MS = 2000;
let clockify: TestClockify;
let t: TestApp;
let clockOffsetMs = 0;
const now = () => Date.now() + clockOffsetMs;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

beforeAll(async () => {
  clockify = await startTestClockify();
  clockify.addMember({
    apiKey: ADMIN_KEY,
    name: 'Dana Whitfield',
    email: 'dana@example.org',
    admin: true,
  });
  clockify.addMember({ apiKey: 'jamie-key', name: 'Jamie Ortiz', email: 'jamie@example.org' });
  clockify.addMember({ apiKey: 'taylor-key', name: 'Taylor Brooks', email: 'taylor@example.org' });
  const chassis = clockify.addProject({ name: 'Chassis', color: '#f97316' });
  const suspension = clockify.addProject({ name: 'Suspension', color: '#0ea5e9' });
  const tracked = (apiKey: string, hours: number, projectId: string | null, daysAgo: number) =>
    clockify.addTimeEntry(apiKey, {
      description: 'Build',
      start: hoursAgo(daysAgo * 24 + hours),
      end: hoursAgo(daysAgo * 24),
      projectId,
    });
  tracked('jamie-key', 2, chassis.id, 3);
  tracked('jamie-key', 0.5, null, 40);
  tracked('taylor-key', 1, chassis.id, 1);
  tracked('taylor-key', 3, suspension.id, 200);
  // Older than the report's year: not counted.
  tracked('taylor-key', 50, suspension.id, 400);
  t = await makeTestApp({
    environment: {
      ...teamWorkspaceSettings(clockify, ADMIN_KEY),
    },
    timeTracking: { timeoutMs: TIMEOUT_MS, now },
  });
  // Building the app runs the migrations, slow on a busy machine.
}, 60_000);
beforeEach(async () => {
  await resetTestApp(t);
  clockify.setFailure(null);
  clockify.resetCalls();
  // Past the client's pause after a failure, and a report known to no one yet.
  clockOffsetMs += 3600_000;
  const { timeTracking } = t.app.deps;
  timeTracking.teamHours = createTeamHours({
    client: timeTracking.client,
    apiKey: ADMIN_KEY,
    workspaceId: clockify.workspaceId,
    now,
  });
});
afterAll(async () => {
  await t?.close();
  await clockify.close();
});

const reportCalls = () => clockify.calls().filter((call) => call.includes('/reports/summary'));
const TEAM_SECONDS = 6.5 * 3600;

async function teamHoursAsAdmin() {
  const { send } = await signInAdmin(t);
  return () => send('GET', '/api/clockify/team-hours');
}

describe('the team hours for admins', () => {
  it("totals the year's hours by member and by project", async () => {
    const read = await teamHoursAsAdmin();

    const response = await read();

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      configured: true,
      totalSeconds: TEAM_SECONDS,
      byMember: [
        { name: 'Taylor Brooks', seconds: 4 * 3600 },
        { name: 'Jamie Ortiz', seconds: 2.5 * 3600 },
      ],
      byProject: [
        { name: 'Chassis', color: '#f97316', seconds: 3 * 3600 },
        { name: 'Suspension', color: '#0ea5e9', seconds: 3 * 3600 },
        { name: 'No project', color: '#64748b', seconds: 0.5 * 3600 },
      ],
      refreshError: null,
    });
    const windowDays = (Date.parse(body.to) - Date.parse(body.from)) / 86_400_000;
    expect(windowDays).toBe(365);
    expect(reportCalls()).toHaveLength(1);
  });

  it('asks Clockify once an hour however often and however concurrently it is read', async () => {
    const read = await teamHoursAsAdmin();

    const together = await Promise.all(Array.from({ length: 5 }, read));
    for (let step = 0; step < 9; step++) {
      clockOffsetMs += 6 * 60_000;
      expect((await read()).statusCode).toBe(200);
    }
    expect(together.map((answer) => answer.json().totalSeconds)).toEqual(
      Array(5).fill(TEAM_SECONDS),
    );
    expect(reportCalls()).toHaveLength(1);

    clockOffsetMs += TEAM_HOURS_TTL_MS;
    await read();
    expect(reportCalls()).toHaveLength(2);
  });

  const failures: [ClockifyFailureMode, number, RegExp][] = [
    ['forbidden', 502, /must belong to an admin of the workspace/],
    ['rateLimited', 429, /limiting requests/],
    ['serverError', 502, /not responding/],
    ['hang', 504, /not responding/],
  ];
  it.each(failures)(
    'Clockify answering %s gives a clear message, then keeps the last figures',
    async (mode, status, message) => {
      const read = await teamHoursAsAdmin();
      clockify.setFailure(mode);
      const started = Date.now();

      const failed = await read();

      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
      expect(failed.statusCode).toBe(status);
      expect(failed.json().message).toMatch(message);

      // Within a few minutes nothing is asked again; after them the figures come.
      clockify.setFailure(null);
      clockOffsetMs += 60_000;
      expect((await read()).statusCode).toBe(status);
      expect(reportCalls()).toHaveLength(1);
      clockOffsetMs += RETRY_AFTER_FAILURE_MS;
      expect((await read()).json()).toMatchObject({ totalSeconds: TEAM_SECONDS });

      // An hour later Clockify fails again: the last figures stay, with the reason.
      clockOffsetMs += TEAM_HOURS_TTL_MS;
      clockify.setFailure(mode);
      const kept = await read();
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ totalSeconds: TEAM_SECONDS });
      expect(kept.json().refreshError).toMatch(message);
    },
  );
});

describe("the landing page's build hours", () => {
  const buildHours = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/club-config' });
    return response.json().buildHours;
  };
  /** The stat once the report asked in the background has come back. */
  const buildHoursOnceChangedFrom = async (before: string | null) => {
    for (let tries = 0; tries < 100; tries++) {
      const current = await buildHours();
      if (current !== before) return current;
      await sleep(20);
    }
    return before;
  };

  beforeEach(async () => {
    await t.db.insert(clubConfig).values({ buildHours: 'automatic' });
  });

  it('serves the fallback at once while Clockify is slow, then the team total', async () => {
    clockify.setFailure('hang');
    const started = Date.now();

    expect(await buildHours()).toBeNull();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 2);

    // The hung call ends at its time limit; a few minutes on, the report is asked again.
    await sleep(TIMEOUT_MS + 200);
    expect(reportCalls()).toHaveLength(1);
    clockify.setFailure(null);
    clockOffsetMs += RETRY_AFTER_FAILURE_MS;
    expect(await buildHoursOnceChangedFrom(null)).toBe('6+');
  });

  it('renews an hour-old total in the background, serving the old one meanwhile', async () => {
    expect(await buildHoursOnceChangedFrom(null)).toBe('6+');
    clockify.addTimeEntry('jamie-key', {
      description: 'Rebuild the gearbox',
      start: hoursAgo(1500 + 2),
      end: hoursAgo(2),
    });

    clockOffsetMs += TEAM_HOURS_TTL_MS;
    expect(await buildHours()).toBe('6+');
    expect(await buildHoursOnceChangedFrom('6+')).toBe('1,506+');
    expect(reportCalls()).toHaveLength(2);
  });

  it('serves the figure the admin typed instead of the team total, without asking Clockify', async () => {
    await t.db.update(clubConfig).set({ buildHours: '100+' });

    expect(await buildHours()).toBe('100+');
    await sleep(100);
    expect(await buildHours()).toBe('100+');
    expect(reportCalls()).toEqual([]);
  });
});

it('says when the team hours are not configured', async () => {
  const plain = await makeTestApp({ environment: { CLOCKIFY_API_URL: clockify.apiUrl } });
  try {
    const { send } = await signInAdmin(plain);
    await plain.db.insert(clubConfig).values({ buildHours: 'automatic' });

    expect((await send('GET', '/api/clockify/team-hours')).json()).toEqual({ configured: false });
    expect((await plain.app.inject('/api/club-config')).json().buildHours).toBeNull();
    expect(clockify.calls()).toEqual([]);
  } finally {
    await plain.close();
  }
}, 60_000);
