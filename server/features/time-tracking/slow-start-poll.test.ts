// A poll that arrived while a start was on its way to a slow Clockify used to show the list from
// before the start. The start is now in the record before Clockify is asked (decision 29), so every
// poll from then on shows it.
import { expect, it } from 'vitest';
import { useTestSite } from '../../test/use-test-site';
import { runClockifyRound } from './record/background';
import { connectMember, startTimerAs } from './test-member';

const DELAY_MS = 1500;
const site = useTestSite({ clockify: { clockStepMs: 2 * 3600_000 } });
const { now } = site;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Listed = { id: string; description: string; waiting?: boolean };

it('a poll during a slow start shows the new timer, and the poll after it shows it sent', async () => {
  const member = await connectMember(site.t, site.clockify);
  site.clockify.addTimeEntry(member.apiKey, {
    description: 'Paint',
    start: new Date(now() - 3600_000),
    end: new Date(now() - 1800_000),
  });
  await member.send('GET', '/api/clockify/time-entries');
  site.clockify.setDelay(DELAY_MS);

  const starting = startTimerAs(member, 'Sand');
  await sleep(DELAY_MS / 3);
  const during = await member.send('GET', '/api/clockify/time-entries');
  const started = await starting;
  const after = await member.send('GET', '/api/clockify/time-entries');

  expect(started.statusCode).toBe(201);
  const duringList: Listed[] = during.json();
  expect(duringList.map((entry) => entry.description)).toEqual(['Sand', 'Paint']);
  expect(duringList[0]).toMatchObject({ id: started.json().id, waiting: true });
  expect(after.json()).toEqual([started.json(), duringList[1]]);
  expect(started.json().waiting).toBeUndefined();
});

it("a member's first poll, which reads Clockify during their slow start, shows the timer once", async () => {
  const member = await connectMember(site.t, site.clockify);
  site.clockify.setDelay(DELAY_MS);

  const starting = startTimerAs(member, 'Sand');
  await sleep(DELAY_MS / 3);
  const during = await member.send('GET', '/api/clockify/time-entries');
  const started = await starting;
  site.clockify.setDelay(0);
  site.advanceClock(3600_000);
  await runClockifyRound(site.t.app.deps);
  const after = await member.send('GET', '/api/clockify/time-entries');

  expect(during.json()).toMatchObject([{ id: started.json().id, description: 'Sand' }]);
  expect(after.json()).toMatchObject([{ id: started.json().id, description: 'Sand' }]);
  expect(site.clockify.entriesOf(member.apiKey)).toHaveLength(1);
});
