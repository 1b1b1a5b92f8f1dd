// Clockify allows a new free workspace 30 calls an hour in all (decision 19): the dashboard's
// 30-second poll must live on the cache.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestClockify, type TestClockify } from '../../test/clockify-server';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { signInMember } from './test-member';

let clockify: TestClockify;
let t: TestApp;
let clockOffsetMs = 0;
beforeAll(async () => {
  clockify = await startTestClockify();
  t = await makeTestApp({
    environment: { CLOCKIFY_API_URL: clockify.apiUrl },
    timeTracking: { now: () => Date.now() + clockOffsetMs },
  });
  // Building the app runs the migrations, slow on a busy machine.
}, 60_000);
afterAll(async () => {
  await t.close();
  await clockify.close();
});

it('a dashboard open for an hour makes at most 40 Clockify calls', async () => {
  clockify.addMember({ apiKey: 'poll-key', name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' });
  clockify.addProject({ name: 'Chassis' });
  clockify.addTimeEntry('poll-key', {
    description: 'Cut tubes',
    start: new Date(Date.now() - 3600_000),
  });
  const member = await signInMember(t);
  await member.send('PUT', '/api/clockify/update-api-key', { apiKey: 'poll-key' });

  for (let second = 0; second < 3600; second += 30) {
    clockOffsetMs = second * 1000;
    const answers = await Promise.all([
      member.send('GET', '/api/clockify/user-status'),
      member.send('GET', '/api/clockify/projects'),
      member.send('GET', '/api/clockify/time-entries'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  }

  const calls = clockify.calls();
  expect(calls.length).toBeLessThanOrEqual(40);
  // The cache must not hide the data altogether: it is read again as it ages.
  expect(calls.filter((call) => call.includes('/time-entries')).length).toBeGreaterThan(1);
  expect(calls.filter((call) => call.includes('/projects')).length).toBeGreaterThan(1);
});
