import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventCalendarFilePath } from '../../../common/events/event-pages';
import {
  EVENTS_FEED_PATH,
  EVENTS_PATH,
  EVENTS_SUBSCRIBE_PATH,
} from '../../../common/events/events';
import { signInAs } from '../../test/signed-in-users';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

/** The feed as a calendar reads it, its events by summary. */
async function readFeed() {
  const response = await site.t.app.inject({ method: 'GET', url: EVENTS_FEED_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, byTitle: new Map(events.map((event) => [event.summary, event])) };
}

const nextYear = new Date().getUTCFullYear() + 1;
const day = (monthDay: string) => `${nextYear}-${monthDay}`;

async function clubInDenver() {
  const admin = await signInAs(site.t, 'admin');
  await admin.send('PUT', '/api/club-config', { timeZone: 'America/Denver' });
  const add = async (event: Record<string, unknown>) =>
    (
      await admin.send('POST', EVENTS_PATH, {
        kind: 'build-day',
        startsAt: `${day('03-13')}T09:00:00-07:00`,
        endsAt: `${day('03-13')}T16:00:00-07:00`,
        ...event,
      })
    ).json();
  return { ...admin, add };
}

describe('the public calendar feed', () => {
  it('holds each public event at its moment, with its place, and names the club’s zone', async () => {
    const { add } = await clubInDenver();
    await add({ title: 'Frame build day', place: 'the team garage', description: 'Bring gloves.' });

    const { calendar, byTitle } = await readFeed();

    const event = byTitle.get('Frame build day');
    expect(event?.startDate.toJSDate().toISOString()).toBe(`${day('03-13')}T16:00:00.000Z`);
    expect(event?.endDate.toJSDate().toISOString()).toBe(`${day('03-13')}T23:00:00.000Z`);
    expect(event?.location).toBe('the team garage');
    expect(event?.description).toBe('Bring gloves.');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Denver');
  });

  it('keeps an event’s UID across changes and grows its SEQUENCE', async () => {
    const { add, send } = await clubInDenver();
    const { id } = await add({ title: 'Frame build day' });
    const before = (await readFeed()).byTitle.get('Frame build day');

    await send('PUT', `${EVENTS_PATH}/${id}`, { title: 'Frame and suspension build day' });
    await send('PUT', `${EVENTS_PATH}/${id}`, { place: 'the wind tunnel' });
    const after = (await readFeed()).byTitle.get('Frame and suspension build day');

    expect(after?.uid).toBe(before?.uid);
    expect(before?.sequence).toBe(0);
    expect(after?.sequence).toBe(2);
  });

  it('keeps a cancelled event, marked so, and leaves members’ events out', async () => {
    const { add, send } = await clubInDenver();
    const { id } = await add({ title: 'Test day at the quarry', kind: 'test-day' });
    await send('PUT', `${EVENTS_PATH}/${id}`, { cancelled: true });
    await add({ title: 'Team dinner', kind: 'social', audience: 'members' });

    const { byTitle } = await readFeed();

    expect(byTitle.get('Test day at the quarry')?.component.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    );
    expect(byTitle.has('Team dinner')).toBe(false);
  });

  it('gives an all-day event its days in the club’s zone, the end day after the last', async () => {
    const { add } = await clubInDenver();
    await add({
      title: 'Competition in Gorman',
      kind: 'competition',
      allDay: true,
      startsAt: `${day('05-20')}T00:00:00-06:00`,
      endsAt: `${day('05-23')}T00:00:00-06:00`,
    });

    const event = (await readFeed()).byTitle.get('Competition in Gorman');

    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe(day('05-20'));
    expect(event?.endDate.toString()).toBe(day('05-23'));
  });
});

describe('an event’s calendar file', () => {
  const fileOf = (slug: string, cookie?: string) =>
    site.t.app.inject({
      method: 'GET',
      url: eventCalendarFilePath(slug),
      headers: cookie ? { cookie } : {},
    });

  it('holds the one event, with the UID it has in the feed, as a file to open', async () => {
    const { add } = await clubInDenver();
    await add({ title: 'Frame build day', place: 'the team garage' });
    await add({ title: 'Suspension build day' });

    const response = await fileOf('frame-build-day');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="frame-build-day.ics"',
    );
    const vevents = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vevent');
    expect(vevents.map((vevent) => new ICAL.Event(vevent).summary)).toEqual(['Frame build day']);
    const inFeed = (await readFeed()).byTitle.get('Frame build day');
    expect(new ICAL.Event(vevents[0]).uid).toBe(inFeed?.uid);
  });

  it('of a members’ event is for members alone, and none is 404', async () => {
    const { add } = await clubInDenver();
    await add({ title: 'Team dinner', kind: 'social', audience: 'members' });
    const member = await signInAs(site.t, 'member');

    expect((await fileOf('team-dinner')).statusCode).toBe(404);
    expect((await fileOf('team-dinner', member.cookie)).statusCode).toBe(200);
    expect((await fileOf('no-such-event')).statusCode).toBe(404);
    // Longer than any route's parameter may be.
    expect((await fileOf('x'.repeat(300))).statusCode).toBe(414);
  });
});

describe('subscribing to the calendar', () => {
  it('sends the browser on to the feed at its webcal: address', async () => {
    const response = await site.t.app.inject({ method: 'GET', url: EVENTS_SUBSCRIBE_PATH });
    expect(response.statusCode).toBe(302);
    const { host } = site.t.app.deps.config.publicUrl;
    expect(response.headers.location).toBe(`webcal://${host}${EVENTS_FEED_PATH}`);
  });
});
