// The dashboard reads the record, and starts and stops are written to it at once, then sent to
// Clockify (decision 29): a member sees what they did whether Clockify answers or not.
import { describe, expect, it } from 'vitest';
import { clockifyMessages } from '../../../common/time-tracking/time-tracking';
import type { ClockifyFailureMode } from '../../test/clockify/clockify-server';
import { useTestSite } from '../../test/use-test-site';
import { runClockifyRound } from './record/background';
import { connectMember, entryWrites, signInMember, startTimerAs, stopTimerAs } from './test-member';

const site = useTestSite({ clockify: { clockStepMs: 3600_000, timeoutMs: 500 } });
const { now } = site;

const connectedMember = () => connectMember(site.t, site.clockify);
const hoursAgo = (hours: number) => new Date(now() - hours * 3600_000);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the dashboard data', () => {
  it('lists the workspace projects with their durations', async () => {
    const member = await connectedMember();
    const chassis = site.clockify.addProject({
      name: 'Chassis',
      color: '#f97316',
      duration: 'PT2H',
    });

    const response = await member.send('GET', '/api/clockify/projects');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      id: chassis.id,
      name: 'Chassis',
      color: '#f97316',
      duration: 'PT2H',
    });
  });

  it("lists the member's entries newest first, with project and owner", async () => {
    const member = await connectedMember();
    const frame = site.clockify.addProject({ name: 'Frame', color: '#22c55e' });
    site.clockify.addTimeEntry(member.apiKey, {
      description: 'Weld the roll cage',
      start: hoursAgo(5),
      end: hoursAgo(4),
      projectId: frame.id,
    });
    site.clockify.addTimeEntry(member.apiKey, { description: 'Order bolts', start: hoursAgo(2) });

    const response = await member.send('GET', '/api/clockify/time-entries');

    expect(response.statusCode).toBe(200);
    const [newest, older] = response.json();
    expect(newest).toMatchObject({
      description: 'Order bolts',
      project: null,
      user: { name: 'Jamie Ortiz' },
      timeInterval: { end: null },
      duration: null,
    });
    expect(older).toMatchObject({
      description: 'Weld the roll cage',
      project: { name: 'Frame', color: '#22c55e' },
      duration: 'PT1H',
    });
    expect(newest.waiting).toBeUndefined();
  });

  it('reads Clockify once, then answers every poll from the record', async () => {
    const member = await connectedMember();
    site.clockify.addTimeEntry(member.apiKey, { description: 'Paint', start: hoursAgo(1) });
    await member.send('GET', '/api/clockify/projects');
    await member.send('GET', '/api/clockify/time-entries');
    site.clockify.resetCalls();

    for (let poll = 0; poll < 5; poll++) {
      expect((await member.send('GET', '/api/clockify/projects')).statusCode).toBe(200);
      const entries = await member.send('GET', '/api/clockify/time-entries');
      expect(entries.json().map((entry: { description: string }) => entry.description)).toEqual([
        'Paint',
      ]);
    }

    expect(site.clockify.calls()).toEqual([]);
  });

  it('shows an entry whose Clockify text the database cannot store (a NUL), without it', async () => {
    const member = await connectedMember();
    site.clockify.addTimeEntry(member.apiKey, {
      description: 'Cut\u0000tubes',
      start: hoursAgo(1),
    });
    site.clockify.addTimeEntry(member.apiKey, {
      description: 'Order bolts',
      start: hoursAgo(3),
      end: hoursAgo(2),
    });

    const response = await member.send('GET', '/api/clockify/time-entries');

    expect(response.statusCode).toBe(200);
    const descriptions: string[] = response
      .json()
      .map((entry: { description: string }) => entry.description);
    expect(descriptions).toHaveLength(2);
    expect(descriptions[0]).toMatch(/^Cut.?tubes$/u);
    expect(descriptions[0]).not.toContain('\u0000');
    expect(descriptions[1]).toBe('Order bolts');
  });

  it('asks a member without a key to connect on their profile', async () => {
    const member = await signInMember(site.t);

    const response = await member.send('GET', '/api/clockify/time-entries');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: clockifyMessages.noKey });
  });
});

describe('timers', () => {
  it('starts a timer on a project, sends it to Clockify and shows it in the list at once', async () => {
    const member = await connectedMember();
    const brakes = site.clockify.addProject({ name: 'Brakes', color: '#0ea5e9' });
    await member.send('GET', '/api/clockify/projects');
    await member.send('GET', '/api/clockify/time-entries');

    const response = await startTimerAs(member, '  Bleed the brakes  ', brakes.id);
    const list = await member.send('GET', '/api/clockify/time-entries');

    expect(response.statusCode).toBe(201);
    const started = response.json();
    expect(started).toEqual({
      id: expect.stringMatching(UUID),
      description: 'Bleed the brakes',
      project: { name: 'Brakes', color: '#0ea5e9' },
      user: { name: 'Jamie Ortiz' },
      timeInterval: { start: expect.any(String), end: null },
      duration: null,
    });
    expect(list.json()[0]).toEqual(started);
    const [inClockify] = site.clockify.entriesOf(member.apiKey);
    expect(inClockify).toMatchObject({
      description: 'Bleed the brakes',
      projectId: brakes.id,
      end: null,
    });
    // The site's own id, not Clockify's.
    expect(started.id).not.toBe(inClockify?.id);
  });

  it('stops the running timer before starting another, in the list and in Clockify', async () => {
    const member = await connectedMember();
    site.clockify.addTimeEntry(member.apiKey, { description: 'Paint', start: hoursAgo(1) });
    await member.send('GET', '/api/clockify/time-entries');

    const started = await startTimerAs(member, 'Sand');
    const list = await member.send('GET', '/api/clockify/time-entries');

    expect(started.statusCode).toBe(201);
    const [sand, paint] = list.json();
    expect(sand).toMatchObject({ description: 'Sand', timeInterval: { end: null } });
    expect(paint).toMatchObject({
      description: 'Paint',
      timeInterval: { end: expect.any(String) },
    });
    const inClockify = site.clockify.entriesOf(member.apiKey);
    expect(inClockify).toHaveLength(2);
    expect(inClockify[0]).toMatchObject({ description: 'Sand', end: null });
    expect(inClockify[1]?.description).toBe('Paint');
    expect(inClockify[1]?.end).toBeInstanceOf(Date);
  });

  it('asks for a description', async () => {
    const member = await connectedMember();

    const response = await startTimerAs(member, '   ');

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a description');
    expect(site.clockify.entriesOf(member.apiKey)).toEqual([]);
  });

  it('refuses a project that is not in the workspace', async () => {
    const member = await connectedMember();
    await member.send('GET', '/api/clockify/projects');

    const response = await startTimerAs(member, 'Tune the engine', 'ffffffffffffffffffffffff');

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(clockifyMessages.unknownProject);
  });

  it('stops the running timer, and Clockify has the one entry, stopped', async () => {
    const member = await connectedMember();
    await member.send('GET', '/api/clockify/time-entries');
    const started = await startTimerAs(member, 'Wire the dashboard');

    const response = await stopTimerAs(member, started.json().id);
    const list = await member.send('GET', '/api/clockify/time-entries');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: started.json().id,
      description: 'Wire the dashboard',
      project: null,
      user: { name: 'Jamie Ortiz' },
      timeInterval: { start: started.json().timeInterval.start, end: expect.any(String) },
      duration: expect.stringMatching(/^PT/),
    });
    expect(list.json()).toEqual([response.json()]);
    const inClockify = site.clockify.entriesOf(member.apiKey);
    expect(inClockify).toHaveLength(1);
    expect(inClockify[0]?.end).toBeInstanceOf(Date);
  });

  it('does not stop a newer timer when asked to stop one that has already stopped', async () => {
    const member = await connectedMember();
    const first = await startTimerAs(member, 'Bleed the brakes');
    // Another tab starts the next task, which stops the first.
    await startTimerAs(member, 'Mount seat');

    const response = await stopTimerAs(member, first.json().id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: clockifyMessages.timerAlreadyStopped });
    const running = site.clockify.entriesOf(member.apiKey).filter((entry) => entry.end === null);
    expect(running.map((entry) => entry.description)).toEqual(['Mount seat']);
    expect(site.clockify.entriesOf(member.apiKey)).toHaveLength(2);
  });

  it('says so when no timer is running', async () => {
    const member = await connectedMember();

    const response = await stopTimerAs(member, 'abc');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: clockifyMessages.noRunningTimer });
  });

  it('does not stop the running timer for a Clockify id from an old page', async () => {
    const member = await connectedMember();
    await startTimerAs(member, 'Mount seat');
    const [inClockify] = site.clockify.entriesOf(member.apiKey);

    const response = await stopTimerAs(member, inClockify?.id ?? '');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: clockifyMessages.timerAlreadyStopped });
    expect(site.clockify.entriesOf(member.apiKey)[0]?.end).toBeNull();
  });
});

describe('when Clockify fails', () => {
  it.each<[ClockifyFailureMode, string]>([
    ['unauthorized', clockifyMessages.keyNoLongerValid],
    ['forbidden', clockifyMessages.noWorkspaceAccess],
    ['rateLimited', clockifyMessages.rateLimited],
    ['serverError', clockifyMessages.notResponding],
    ['hang', clockifyMessages.notResponding],
  ])(
    '%s: the dashboard answers from the record, and a start and stop wait with the reason',
    async (mode, problem) => {
      const member = await connectedMember();
      await member.send('GET', '/api/clockify/projects');
      await member.send('GET', '/api/clockify/time-entries');
      site.clockify.setFailure(mode);

      const started = Date.now();
      const projects = await member.send('GET', '/api/clockify/projects');
      const start = await startTimerAs(member, 'Fit seat');
      const stop = await stopTimerAs(member, start.json().id);
      const entries = await member.send('GET', '/api/clockify/time-entries');
      const status = await member.send('GET', '/api/clockify/sync-status');

      expect(Date.now() - started).toBeLessThan(10_000);
      expect([projects.statusCode, start.statusCode, stop.statusCode]).toEqual([200, 201, 200]);
      expect(start.json()).toMatchObject({ description: 'Fit seat', waiting: true });
      expect(stop.json()).toMatchObject({
        timeInterval: { end: expect.any(String) },
        waiting: true,
      });
      expect(entries.json()).toEqual([stop.json()]);
      expect(status.json()).toMatchObject({ waitingCount: 1, problem });

      // Once Clockify answers again, the entry reaches it, finished, in one call: at the latest an
      // hour on, when a refused key is tried again.
      site.clockify.setFailure(null);
      site.clockify.resetCalls();
      site.advanceClock(62 * 60_000);
      await runClockifyRound(site.t.app.deps);

      expect(entryWrites(site.clockify.calls())).toHaveLength(1);
      const [sent] = site.clockify.entriesOf(member.apiKey);
      expect(sent).toMatchObject({ description: 'Fit seat' });
      expect(sent?.end?.getTime()).toBe(
        Math.floor(Date.parse(stop.json().timeInterval.end) / 1000) * 1000,
      );
      const after = await member.send('GET', '/api/clockify/sync-status');
      expect(after.json()).toMatchObject({ waitingCount: 0 });
      expect(after.json().problem).toBeUndefined();
    },
  );

  it('asks Clockify nothing for a minute after it limits requests, then sends what waited', async () => {
    const member = await connectedMember();
    site.clockify.setFailure('rateLimited');
    await startTimerAs(member, 'Cut tubes');
    site.clockify.setFailure(null);
    site.clockify.resetCalls();
    site.advanceClock(20_000);

    const during = await startTimerAs(member, 'Weld tubes');
    const callsDuring = site.clockify.calls();
    site.advanceClock(61_000);
    await runClockifyRound(site.t.app.deps);

    expect(during.statusCode).toBe(201);
    expect(during.json()).toMatchObject({ waiting: true });
    expect(callsDuring).toEqual([]);
    expect(entryWrites(site.clockify.calls())).toHaveLength(2);
    const [weld, cut] = site.clockify.entriesOf(member.apiKey);
    expect(weld).toMatchObject({ description: 'Weld tubes', end: null });
    expect(cut).toMatchObject({ description: 'Cut tubes' });
    expect(cut?.end).toBeInstanceOf(Date);
  });
});

describe('a member starting and stopping over and over', () => {
  it('is refused with 429 after 30 starts in ten minutes, while another member still starts', async () => {
    const busy = await connectedMember();
    const other = await connectedMember();

    const answers: number[] = [];
    for (let start = 0; start < 30; start++) {
      answers.push((await startTimerAs(busy, `Start ${start}`)).statusCode);
    }

    expect(answers.every((status) => status === 201)).toBe(true);
    const refused = await startTimerAs(busy, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please try again later.');
    expect((await startTimerAs(other, 'My first of the day')).statusCode).toBe(201);
  });
});
