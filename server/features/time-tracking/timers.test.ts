import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ClockifyFailureMode,
  startTestClockify,
  type TestClockify,
} from '../../test/clockify-server';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';
import { connectMember, signInMember } from './test-member';

let clockify: TestClockify;
let t: TestApp;
// Each test starts an hour after the last one, past any pause after a failure and cached answer.
let clockOffsetMs = 0;
beforeAll(async () => {
  clockify = await startTestClockify();
  t = await makeTestApp({
    environment: { CLOCKIFY_API_URL: clockify.apiUrl },
    timeTracking: { timeoutMs: 500, now: () => Date.now() + clockOffsetMs },
  });
  // Building the app runs the migrations, slow on a busy machine.
}, 60_000);
beforeEach(async () => {
  await resetTestApp(t);
  clockify.setFailure(null);
  clockOffsetMs += 3600_000;
});
afterAll(async () => {
  await t.close();
  await clockify.close();
});

const connectedMember = () => connectMember(t, clockify);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe('the dashboard data', () => {
  it('lists the workspace projects with their durations', async () => {
    const member = await connectedMember();
    const chassis = clockify.addProject({ name: 'Chassis', color: '#f97316', duration: 'PT2H' });

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
    const frame = clockify.addProject({ name: 'Frame', color: '#22c55e' });
    clockify.addTimeEntry(member.apiKey, {
      description: 'Weld the roll cage',
      start: hoursAgo(5),
      end: hoursAgo(4),
      projectId: frame.id,
    });
    clockify.addTimeEntry(member.apiKey, {
      description: 'Order bolts',
      start: hoursAgo(2),
      end: null,
    });

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
  });

  it('asks a member without a key to connect on their profile', async () => {
    const member = await signInMember(t);

    const response = await member.send('GET', '/api/clockify/time-entries');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Connect your Clockify account on your profile first.',
    });
  });
});

describe('timers', () => {
  it('starts a timer on a project and shows it in the list at once', async () => {
    const member = await connectedMember();
    const brakes = clockify.addProject({ name: 'Brakes', color: '#0ea5e9' });
    await member.send('GET', '/api/clockify/time-entries');

    const response = await member.send('POST', '/api/clockify/time-entries/start', {
      description: '  Bleed the brakes  ',
      projectId: brakes.id,
    });
    const list = await member.send('GET', '/api/clockify/time-entries');

    expect(response.statusCode).toBe(201);
    const started = response.json();
    expect(started).toMatchObject({
      description: 'Bleed the brakes',
      project: { name: 'Brakes', color: '#0ea5e9' },
      user: { name: 'Jamie Ortiz' },
      timeInterval: { end: null },
      duration: null,
    });
    expect(list.json()[0]).toEqual(started);
  });

  it('stops the running timer before starting another', async () => {
    const member = await connectedMember();
    clockify.addTimeEntry(member.apiKey, { description: 'Paint', start: hoursAgo(1) });

    await member.send('POST', '/api/clockify/time-entries/start', { description: 'Sand' });

    const [sand, paint] = clockify.entriesOf(member.apiKey);
    expect(sand).toMatchObject({ description: 'Sand', end: null });
    expect(paint?.description).toBe('Paint');
    expect(paint?.end).toBeInstanceOf(Date);
  });

  it('asks for a description', async () => {
    const member = await connectedMember();

    const response = await member.send('POST', '/api/clockify/time-entries/start', {
      description: '   ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a description');
    expect(clockify.entriesOf(member.apiKey)).toEqual([]);
  });

  it('refuses a project that is not in the workspace', async () => {
    const member = await connectedMember();

    const response = await member.send('POST', '/api/clockify/time-entries/start', {
      description: 'Tune the engine',
      projectId: 'ffffffffffffffffffffffff',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Choose one of the workspace's projects, or none.");
  });

  it('stops the running timer', async () => {
    const member = await connectedMember();
    const started = await member.send('POST', '/api/clockify/time-entries/start', {
      description: 'Wire the dashboard',
    });

    const response = await member.send(
      'PUT',
      `/api/clockify/time-entries/${started.json().id}/stop`,
    );
    const list = await member.send('GET', '/api/clockify/time-entries');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: started.json().id,
      description: 'Wire the dashboard',
      timeInterval: { end: expect.any(String) },
      duration: expect.stringMatching(/^PT/),
    });
    expect(list.json()[0].timeInterval.end).toEqual(expect.any(String));
  });

  it('does not stop a newer timer when asked to stop one that has already stopped', async () => {
    const member = await connectedMember();
    const first = await member.send('POST', '/api/clockify/time-entries/start', {
      description: 'Bleed the brakes',
    });
    // Another tab starts the next task, which stops the first.
    await member.send('POST', '/api/clockify/time-entries/start', { description: 'Mount seat' });

    const response = await member.send('PUT', `/api/clockify/time-entries/${first.json().id}/stop`);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'That timer has already stopped. The list now shows what is running.',
    });
    const running = clockify.entriesOf(member.apiKey).filter((entry) => entry.end === null);
    expect(running.map((entry) => entry.description)).toEqual(['Mount seat']);
  });

  it('says so when no timer is running', async () => {
    const member = await connectedMember();

    const response = await member.send('PUT', '/api/clockify/time-entries/abc/stop');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'No timer is running.' });
  });
});

describe('when Clockify fails', () => {
  it.each<[ClockifyFailureMode, number, string]>([
    ['unauthorized', 400, 'Clockify no longer accepts your API key. Update it on your profile.'],
    [
      'forbidden',
      403,
      "Your Clockify account has no access to the team's workspace. Ask a club admin to invite you.",
    ],
    ['rateLimited', 429, 'Clockify is limiting requests right now. Try again in a minute.'],
    ['serverError', 502, 'Clockify is not responding. Try again shortly.'],
    ['hang', 504, 'Clockify is not responding. Try again shortly.'],
  ])('%s: each route answers %i with a clear message', async (mode, status, message) => {
    const member = await connectedMember();
    clockify.setFailure(mode);

    const started = Date.now();
    const answers = [
      await member.send('GET', '/api/clockify/projects'),
      await member.send('GET', '/api/clockify/time-entries'),
      await member.send('POST', '/api/clockify/time-entries/start', { description: 'Fit seat' }),
      await member.send('PUT', '/api/clockify/time-entries/abc/stop'),
    ];

    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual(
      answers.map(() => [status, { message }]),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('backs off for a minute after Clockify limits requests', async () => {
    const member = await connectedMember();
    clockify.setFailure('rateLimited');
    await member.send('GET', '/api/clockify/projects');
    clockify.setFailure(null);
    clockify.resetCalls();

    const during = await member.send('GET', '/api/clockify/projects');
    clockOffsetMs += 61_000;
    const after = await member.send('GET', '/api/clockify/projects');

    expect(during.statusCode).toBe(429);
    expect(after.statusCode).toBe(200);
    expect(clockify.calls()).toHaveLength(1);
  });
});
