import { describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '../../../common/events/events';
import {
  MEETING_SLUG,
  MOVED_TOO_FAR_MESSAGE,
  meetingOccurrencePath,
  NO_MEETING_THAT_DAY_MESSAGE,
  NOT_A_SERIES_MESSAGE,
} from '../../../common/events/meeting-series';
import { auditLog } from '../../db/schema/site-schema';
import { signInAs } from '../../test/signed-in-users';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

/** An admin of a club in Denver that meets on Fridays, 4 to 6 PM, in the shop. */
async function clubInDenver() {
  const admin = await signInAs(site.t, 'admin');
  const saved = await admin.send('PUT', '/api/club-config', {
    timeZone: 'America/Denver',
    meeting: { day: 'Friday', startTime: '16:00', endTime: '18:00', place: 'the shop' },
  });
  expect(saved.statusCode).toBe(200);
  return admin;
}

type Listed = { id: string; slug: string; date?: string; startsAt: string; endsAt: string };

const meetingsIn = async (from: string, to: string) => {
  const response = await site.t.app.inject({
    method: 'GET',
    url: `${EVENTS_PATH}?from=${from}&to=${to}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as Listed[]).filter((event) => event.slug === MEETING_SLUG);
};

describe('the weekly meeting', () => {
  it('is one series of Fridays at 4 PM, across the change to summer time', async () => {
    await clubInDenver();
    const march = await meetingsIn('2027-03-01', '2027-03-31');

    expect(march.map((meeting) => [meeting.date, meeting.startsAt, meeting.endsAt])).toEqual([
      ['2027-03-05', '2027-03-05T16:00:00-07:00', '2027-03-05T18:00:00-07:00'],
      ['2027-03-12', '2027-03-12T16:00:00-07:00', '2027-03-12T18:00:00-07:00'],
      ['2027-03-19', '2027-03-19T16:00:00-06:00', '2027-03-19T18:00:00-06:00'],
      ['2027-03-26', '2027-03-26T16:00:00-06:00', '2027-03-26T18:00:00-06:00'],
    ]);
    expect(new Set(march.map((meeting) => meeting.id)).size).toBe(1);
    expect(march[0]).toMatchObject({ title: 'Weekly meeting', kind: 'meeting', place: 'the shop' });
  });

  it('shows only its next occurrence among what is coming', async () => {
    await clubInDenver();
    const response = await site.t.app.inject({ method: 'GET', url: EVENTS_PATH });
    const meetings = (response.json() as Listed[]).filter((event) => event.slug === MEETING_SLUG);

    expect(meetings).toHaveLength(1);
    const [next] = meetings;
    expect(Date.parse(next?.endsAt ?? '')).toBeGreaterThan(Date.now());
    expect(Date.parse(next?.startsAt ?? '') - Date.now()).toBeLessThan(8 * 86_400_000);
  });

  it('has one occurrence cancelled with a note, another moved, and either given back', async () => {
    const admin = await clubInDenver();
    const [seriesId] = (await meetingsIn('2027-03-01', '2027-03-07')).map((meeting) => meeting.id);
    const id = String(seriesId);

    const cancelled = await admin.send('PUT', meetingOccurrencePath(id, '2027-03-12'), {
      cancelled: true,
      note: 'No meeting: spring break',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id,
      date: '2027-03-12',
      cancelled: true,
      description: 'No meeting: spring break',
    });
    const moved = await admin.send('PUT', meetingOccurrencePath(id, '2027-03-19'), {
      startsAt: '2027-03-20T10:00:00-06:00',
      endsAt: '2027-03-20T12:00:00-06:00',
    });
    expect(moved.statusCode).toBe(200);

    const march = await meetingsIn('2027-03-08', '2027-03-21');
    expect(march.map((meeting) => [meeting.date, meeting.startsAt])).toEqual([
      ['2027-03-12', '2027-03-12T16:00:00-07:00'],
      ['2027-03-19', '2027-03-20T10:00:00-06:00'],
    ]);
    expect(march[0]).toMatchObject({ cancelled: true });

    const movedAfterCancelling = await admin.send('PUT', meetingOccurrencePath(id, '2027-03-12'), {
      startsAt: '2027-03-11T16:00:00-07:00',
      endsAt: '2027-03-11T18:00:00-07:00',
    });
    expect(movedAfterCancelling.json()).toMatchObject({ cancelled: false, description: null });
    const back = await admin.send('PUT', meetingOccurrencePath(id, '2027-03-12'), {
      cancelled: false,
    });
    expect(back.json()).toMatchObject({ cancelled: false, description: null });
    const logged = await site.t.db.select().from(auditLog);
    expect(logged.filter((entry) => entry.entity === 'meeting-occurrence')).toHaveLength(4);
  });

  it('lists a moved meeting among the days it moved to, not those it left', async () => {
    const admin = await clubInDenver();
    const [meeting] = await meetingsIn('2027-03-01', '2027-03-07');
    const id = String(meeting?.id);
    // Friday the 19th to the Monday before, and Friday the 26th to the Saturday after.
    await admin.send('PUT', meetingOccurrencePath(id, '2027-03-19'), {
      startsAt: '2027-03-15T16:00:00-06:00',
      endsAt: '2027-03-15T18:00:00-06:00',
    });
    await admin.send('PUT', meetingOccurrencePath(id, '2027-03-26'), {
      startsAt: '2027-03-27T10:00:00-06:00',
      endsAt: '2027-03-27T12:00:00-06:00',
    });

    const dates = async (from: string, to: string) =>
      (await meetingsIn(from, to)).map((listed) => listed.date);
    expect(await dates('2027-03-15', '2027-03-15')).toEqual(['2027-03-19']);
    expect(await dates('2027-03-16', '2027-03-26')).toEqual([]);
    expect(await dates('2027-03-27', '2027-04-02')).toEqual(['2027-03-26', '2027-04-02']);
    expect(await dates('2027-03-08', '2027-03-28')).toEqual([
      '2027-03-12',
      '2027-03-19',
      '2027-03-26',
    ]);
  });

  it('follows the club settings: a new time moves every occurrence', async () => {
    const admin = await clubInDenver();
    await admin.send('PUT', '/api/club-config', {
      meeting: { day: 'Tuesday', startTime: '18:30', endTime: '20:00', place: 'the shop' },
    });
    const week = await meetingsIn('2027-03-01', '2027-03-07');
    expect(week.map((meeting) => [meeting.date, meeting.startsAt])).toEqual([
      ['2027-03-02', '2027-03-02T18:30:00-07:00'],
    ]);
  });

  it('refuses with a message a day it does not meet, another event, or times that run backwards', async () => {
    const admin = await clubInDenver();
    const [meeting] = await meetingsIn('2027-03-01', '2027-03-07');
    const id = String(meeting?.id);
    const event = await admin.send('POST', EVENTS_PATH, {
      title: 'Test day',
      kind: 'test-day',
      startsAt: '2027-03-13T09:00:00-07:00',
      endsAt: '2027-03-13T16:00:00-07:00',
    });
    const member = await signInAs(site.t, 'member');

    for (const [who, path, body, status, message] of [
      [
        admin,
        meetingOccurrencePath(id, '2027-03-11'),
        { cancelled: true },
        400,
        NO_MEETING_THAT_DAY_MESSAGE,
      ],
      [
        admin,
        meetingOccurrencePath(id, '2020-03-06'),
        { cancelled: true },
        400,
        NO_MEETING_THAT_DAY_MESSAGE,
      ],
      [
        admin,
        meetingOccurrencePath(id, 'spring'),
        { cancelled: true },
        400,
        NO_MEETING_THAT_DAY_MESSAGE,
      ],
      [
        admin,
        meetingOccurrencePath(event.json().id, '2027-03-12'),
        { cancelled: true },
        404,
        NOT_A_SERIES_MESSAGE,
      ],
      [
        admin,
        meetingOccurrencePath(id, '2027-03-12'),
        { startsAt: '2027-03-12T18:00:00-07:00', endsAt: '2027-03-12T17:00:00-07:00' },
        400,
        'End must be after the start',
      ],
      [admin, meetingOccurrencePath(id, '2027-03-12'), {}, 400, 'Say whether the meeting'],
      [
        admin,
        meetingOccurrencePath(id, '2027-03-12'),
        { startsAt: '2027-04-12T18:00:00-06:00', endsAt: '2027-04-12T19:00:00-06:00' },
        400,
        MOVED_TOO_FAR_MESSAGE,
      ],
      [member, meetingOccurrencePath(id, '2027-03-12'), { cancelled: true }, 403, ''],
    ] as const) {
      const response = await who.send('PUT', path, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect((await meetingsIn('2027-03-12', '2027-03-12'))[0]).toMatchObject({ cancelled: false });
  });
});
