// The scenario of `npm run bench:clockify` (decision 29): ten members with the dashboard open,
// polling every 30 s for two hours of a moved clock, each starting and stopping three timers in the
// first hour and, once, changing an entry in Clockify's own app; against the tests' Clockify
// server, which counts every call. Nothing waits in real time.
import { createServer } from 'node:net';
import type { TimeEntry } from '../common/time-tracking/time-tracking';
import { runClockifyRound } from '../server/features/time-tracking/record/background';
import { startTestClockify, type TestClockify } from '../server/test/clockify/clockify-server';
import { makeUser } from '../server/test/factories';
import { sessionCookie } from '../server/test/sessions';
import { makeTestApp, type TestApp } from '../server/test/test-app';

const MEMBERS = 10;
const TIMERS_EACH = 3;
const STEP_MS = 30_000;
const HOUR_MS = 3600_000;
const SIMULATED_MS = 2 * HOUR_MS;
const T0 = Date.parse('2026-11-23T08:00:00Z');

export interface ScenarioResult {
  webhooks: boolean;
  callsPerHour: [number, number];
  /** The most calls in any 60 minutes. */
  worstRollingHour: number;
  failedActions: number;
  actionsNotShownAtOnce: number;
  /** Minutes after the start when every entry was in Clockify exactly once; null: never. */
  allInClockifyAtMinute: number | null;
  /** The longest a change made in Clockify's app took to show on the member's dashboard, minutes. */
  worstStalenessMinutes: number;
  /** The oldest "Updated … ago" a dashboard showed while not live, minutes. */
  worstUpdatedAgeMinutes: number;
}

/** A small seeded generator, so that every run is the same. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

interface Member {
  apiKey: string;
  cookie: string;
  /** Steps at which the member starts and stops each timer. */
  timers: { startStep: number; stopStep: number; entryId?: string }[];
  outsideChange: { step: number; entryId: string; description: string; seenAtStep?: number };
}

export async function runScenario({ webhooks }: { webhooks: boolean }): Promise<ScenarioResult> {
  // Members connect their keys one every 7 minutes before the measured hours: two calls each.
  let clock = T0 - 2 * HOUR_MS;
  const now = () => clock;
  const clockify = await startTestClockify({ now });
  const port = await freePort();
  clockify.addMember({
    apiKey: 'bench-admin-key',
    name: 'Club Admin',
    email: 'admin@example.org',
    admin: true,
  });
  for (const name of ['Chassis', 'Powertrain', 'Suspension']) clockify.addProject({ name });
  const t = await makeTestApp({
    environment: {
      CLOCKIFY_API_URL: clockify.apiUrl,
      CLOCKIFY_REPORTS_URL: clockify.reportsUrl,
      CLOCKIFY_WORKSPACE_ID: clockify.workspaceId,
      CLOCKIFY_ADMIN_API_KEY: 'bench-admin-key',
    },
    timeTracking: {
      now,
      ...(webhooks && { webhookUrl: `http://127.0.0.1:${port}/api/clockify/webhook` }),
    },
  });
  if (webhooks) await t.app.listen({ port, host: '127.0.0.1' });
  try {
    const members = await setUpMembers(t, clockify, (ms) => {
      clock += ms;
    });
    // The hour of connecting keys is over before the measured two hours begin.
    clock = T0;
    clockify.resetCalls();
    return await simulate(t, clockify, members, webhooks, (ms) => {
      clock += ms;
      return clock;
    });
  } finally {
    await t.close();
    await clockify.close();
  }
}

async function setUpMembers(
  t: TestApp,
  clockify: TestClockify,
  wait: (ms: number) => void,
): Promise<Member[]> {
  const random = randomFrom(13);
  const members: Member[] = [];
  for (let index = 0; index < MEMBERS; index++) {
    const apiKey = `bench-key-${index}`;
    clockify.addMember({ apiKey, name: `Member ${index}`, email: `member${index}@example.org` });
    const yesterday = Date.parse('2026-11-22T15:00:00Z');
    const old = clockify.addTimeEntry(apiKey, {
      description: 'Weld the frame',
      start: new Date(yesterday),
      end: new Date(yesterday + HOUR_MS),
    });
    const user = await makeUser(t.db, { role: 'member', isActive: 1 });
    const cookie = await sessionCookie(t, user.id);
    const connected = await t.app.inject({
      method: 'PUT',
      url: '/api/clockify/update-api-key',
      headers: { cookie },
      payload: { apiKey },
    });
    if (connected.statusCode !== 200) throw new Error(`connecting answered ${connected.body}`);
    wait(7 * 60_000);
    const slot = HOUR_MS / TIMERS_EACH / STEP_MS;
    const timers = Array.from({ length: TIMERS_EACH }, (_, timer) => {
      const startStep = Math.floor(timer * slot + random() * 10);
      return { startStep, stopStep: startStep + 10 + Math.floor(random() * 18) };
    });
    const changeStep = Math.floor(random() * (SIMULATED_MS / STEP_MS - 20));
    members.push({
      apiKey,
      cookie,
      timers,
      outsideChange: {
        step: changeStep,
        entryId: old.id,
        description: `Weld the frame (${index})`,
      },
    });
  }
  return members;
}

async function simulate(
  t: TestApp,
  clockify: TestClockify,
  members: Member[],
  webhooks: boolean,
  advance: (ms: number) => number,
): Promise<ScenarioResult> {
  const send = (member: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload && { payload }) });
  let failedActions = 0;
  let notShown = 0;
  let worstUpdatedAge = 0;
  let allInAt: number | null = null;
  const steps = SIMULATED_MS / STEP_MS;
  for (let step = 0; step < steps; step++) {
    for (const member of members) {
      for (const timer of member.timers) {
        if (timer.startStep === step) {
          const started = await send(member, 'POST', '/api/clockify/time-entries/start', {
            description: `Timer ${timer.startStep}`,
          });
          if (started.statusCode !== 201) failedActions++;
          timer.entryId = (started.json() as TimeEntry).id;
          if (!(await shows(member, timer.entryId, null))) notShown++;
        }
        if (timer.stopStep === step && timer.entryId) {
          const stopped = await send(
            member,
            'PUT',
            `/api/clockify/time-entries/${timer.entryId}/stop`,
          );
          if (stopped.statusCode !== 200) failedActions++;
          if (!(await shows(member, timer.entryId, 'stopped'))) notShown++;
        }
      }
      if (member.outsideChange.step === step) {
        clockify.updateEntry(member.outsideChange.entryId, {
          description: member.outsideChange.description,
        });
      }
    }
    await runClockifyRound(t.app.deps);
    if (webhooks) await clockify.flushWebhooks();
    for (const member of members) {
      const [entries, projects, status] = await Promise.all([
        send(member, 'GET', '/api/clockify/time-entries'),
        send(member, 'GET', '/api/clockify/projects'),
        send(member, 'GET', '/api/clockify/sync-status'),
      ]);
      if (entries.statusCode !== 200 || projects.statusCode !== 200 || status.statusCode !== 200) {
        throw new Error(`a poll failed: ${entries.body} ${projects.body} ${status.body}`);
      }
      const change = member.outsideChange;
      if (step >= change.step && change.seenAtStep === undefined) {
        const seen = (entries.json() as TimeEntry[]).some(
          (entry) => entry.description === change.description,
        );
        if (seen) change.seenAtStep = step;
      }
      const { updatedAt, live } = status.json() as { updatedAt: string | null; live: boolean };
      if (!live && updatedAt) {
        worstUpdatedAge = Math.max(worstUpdatedAge, advance(0) - Date.parse(updatedAt));
      }
    }
    if (allInAt === null && everyEntryInClockify(clockify, members, step)) allInAt = step;
    if (allInAt !== null && !everyEntryInClockify(clockify, members, step)) allInAt = null;
    advance(STEP_MS);
  }
  const times = clockify.callLog().map((call) => call.at - T0);
  return {
    webhooks,
    callsPerHour: [
      times.filter((at) => at < HOUR_MS).length,
      times.filter((at) => at >= HOUR_MS && at < 2 * HOUR_MS).length,
    ],
    worstRollingHour: Math.max(
      0,
      ...times.map((from) => times.filter((at) => at >= from && at < from + HOUR_MS).length),
    ),
    failedActions,
    actionsNotShownAtOnce: notShown,
    allInClockifyAtMinute: allInAt === null ? null : (allInAt * STEP_MS) / 60_000,
    worstStalenessMinutes: Math.max(
      ...members.map(({ outsideChange }) =>
        outsideChange.seenAtStep === undefined
          ? Number.POSITIVE_INFINITY
          : ((outsideChange.seenAtStep - outsideChange.step + 1) * STEP_MS) / 60_000,
      ),
    ),
    worstUpdatedAgeMinutes: Math.round(worstUpdatedAge / 6_000) / 10,
  };

  async function shows(member: Member, entryId: string, state: null | 'stopped') {
    const listed = (await send(member, 'GET', '/api/clockify/time-entries')).json() as TimeEntry[];
    const entry = listed.find((candidate) => candidate.id === entryId);
    return (
      entry !== undefined && (state === null ? !entry.timeInterval.end : !!entry.timeInterval.end)
    );
  }
}

/** Every timer stopped so far is in Clockify once, with its start and end to the second. */
function everyEntryInClockify(clockify: TestClockify, members: Member[], step: number) {
  return members.every((member) => {
    const stopped = member.timers.filter((timer) => timer.stopStep <= step);
    const inClockify = clockify
      .entriesOf(member.apiKey)
      .filter((entry) => entry.description.startsWith('Timer '));
    if (inClockify.length !== member.timers.filter((timer) => timer.startStep <= step).length) {
      return false;
    }
    return stopped.every((timer) =>
      inClockify.some(
        (entry) =>
          entry.description === `Timer ${timer.startStep}` &&
          entry.start.getTime() === T0 + timer.startStep * STEP_MS &&
          entry.end?.getTime() === T0 + timer.stopStep * STEP_MS,
      ),
    );
  });
}
