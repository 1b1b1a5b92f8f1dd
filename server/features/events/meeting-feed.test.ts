import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventCalendarFilePath } from '../../../common/events/event-pages';
import { EVENTS_FEED_PATH, EVENTS_PATH } from '../../../common/events/events';
import { MEETING_SLUG, meetingOccurrencePath } from '../../../common/events/meeting-series';
import { signInAs } from '../../test/signed-in-users';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

/** The weekly meeting as a calendar reads it: the series, its exceptions related, its zone known. */
async function readMeeting(url: string) {
  const response = await site.t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const meetings = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .filter((event) => event.uid.startsWith('meeting-'));
  const series = meetings.find((event) => !event.isRecurrenceException());
  if (!series) throw new Error('no weekly meeting in the feed');
  for (const exception of meetings.filter((event) => event.isRecurrenceException())) {
    series.relateException(exception);
  }
  return { series, body: response.body };
}

/** The occurrences a calendar shows from `from` to `to`, as UTC moments. */
function occurrencesBetween(series: ICAL.Event, from: string, to: string): string[] {
  const shown: string[] = [];
  const iterator = series.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const { startDate } = series.getOccurrenceDetails(next);
    const moment = startDate.toJSDate().toISOString();
    if (moment > to) break;
    if (moment >= from) shown.push(moment);
  }
  return shown;
}

describe('the weekly meeting in the calendar feeds', () => {
  it('is one series at 4 PM across summer time, with a cancelled and a moved occurrence', async () => {
    const admin = await signInAs(site.t, 'admin');
    await admin.send('PUT', '/api/club-config', {
      timeZone: 'America/Denver',
      meeting: { day: 'Friday', startTime: '16:00', endTime: '18:00', place: 'the shop' },
    });
    const before = await readMeeting(EVENTS_FEED_PATH);
    const listed = await admin.send('GET', `${EVENTS_PATH}?from=2027-03-01&to=2027-03-07`);
    const seriesId = listed.json()[0].id as string;

    await admin.send('PUT', meetingOccurrencePath(seriesId, '2027-03-12'), {
      cancelled: true,
      note: 'No meeting: spring break',
    });
    await admin.send('PUT', meetingOccurrencePath(seriesId, '2027-03-19'), {
      startsAt: '2027-03-20T10:00:00-06:00',
      endsAt: '2027-03-20T12:00:00-06:00',
    });
    const { series, body } = await readMeeting(EVENTS_FEED_PATH);

    expect(body).toContain('BEGIN:VTIMEZONE');
    expect(body).toContain('TZID:America/Denver');
    expect(series.uid).toBe(before.series.uid);
    expect(series.sequence).toBe(before.series.sequence + 2);
    expect(series.location).toBe('the shop');
    expect(series.component.getFirstPropertyValue('rrule')?.toString()).toBe(
      'FREQ=WEEKLY;BYDAY=FR',
    );
    // 4 PM in Denver is 23:00 UTC in winter and 22:00 UTC from March 14, 2027.
    expect(occurrencesBetween(series, '2027-03-01', '2027-03-31')).toEqual([
      '2027-03-05T23:00:00.000Z',
      '2027-03-20T16:00:00.000Z',
      '2027-03-26T22:00:00.000Z',
    ]);
  });

  it('is the weekly meeting page’s own calendar file', async () => {
    const admin = await signInAs(site.t, 'admin');
    await admin.send('PUT', '/api/club-config', { timeZone: 'America/Denver' });

    const { series } = await readMeeting(eventCalendarFilePath(MEETING_SLUG));

    expect(series.summary).toBe('Weekly meeting');
    const file = await site.t.app.inject({
      method: 'GET',
      url: eventCalendarFilePath(MEETING_SLUG),
    });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${MEETING_SLUG}.ics"`);
  });
});
