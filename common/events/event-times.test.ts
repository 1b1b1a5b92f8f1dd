import { describe, expect, it } from 'vitest';
import {
  eventDateBlock,
  eventYear,
  formatEventWhen,
  formatReaderStart,
  formatReaderWhen,
  googleCalendarLink,
  readerSeesOtherTimes,
  startsInAnotherYear,
} from './event-times';

const DENVER = 'America/Denver';

/** A timed event; Denver changes to summer time on March 14, 2027 and back on November 7. */
const timed = (startsAt: string, endsAt: string) => ({ startsAt, endsAt, allDay: false });
const allDay = (startsAt: string, endsAt: string) => ({ startsAt, endsAt, allDay: true });

const event = {
  title: 'Build day & pizza',
  place: 'Shop 2, 100 Main St',
  description: 'Bring gloves.\n\nWe weld the frame.',
};

/** The text as a reader sees it: no-break spaces as plain ones, without the word joiner. */
const when = (...args: Parameters<typeof formatEventWhen>) =>
  formatEventWhen(...args)
    .replaceAll('\u00a0', ' ')
    .replaceAll('\u2060', '');

describe('formatEventWhen', () => {
  it('writes a 4 PM event in Denver the same in winter and summer time', () => {
    const march = timed('2027-03-04T16:00:00-07:00', '2027-03-04T18:00:00-07:00');
    const marchSummer = timed('2027-03-18T16:00:00-06:00', '2027-03-18T18:00:00-06:00');
    const november = timed('2027-11-04T16:00:00-06:00', '2027-11-04T18:00:00-06:00');
    const novemberWinter = timed('2027-11-11T16:00:00-07:00', '2027-11-11T18:00:00-07:00');

    expect(when(march, DENVER)).toBe('Thu, Mar 4 · 4:00 – 6:00 PM');
    expect(when(marchSummer, DENVER)).toBe('Thu, Mar 18 · 4:00 – 6:00 PM');
    expect(when(november, DENVER)).toBe('Thu, Nov 4 · 4:00 – 6:00 PM');
    expect(when(novemberWinter, DENVER)).toBe('Thu, Nov 11 · 4:00 – 6:00 PM');

    expect(when(march, DENVER, { long: true })).toBe(
      'Thursday, March 4, 2027 · 4:00 – 6:00 PM MST',
    );
    expect(when(marchSummer, DENVER, { long: true })).toBe(
      'Thursday, March 18, 2027 · 4:00 – 6:00 PM MDT',
    );
    expect(when(november, DENVER, { long: true })).toBe(
      'Thursday, November 4, 2027 · 4:00 – 6:00 PM MDT',
    );
    expect(when(novemberWinter, DENVER, { long: true })).toBe(
      'Thursday, November 11, 2027 · 4:00 – 6:00 PM MST',
    );
  });

  it('reads the times in the club’s zone, whatever offset they came with', () => {
    const inUtc = timed('2027-03-04T23:00:00Z', '2027-03-05T01:00:00Z');
    expect(when(inUtc, DENVER)).toBe('Thu, Mar 4 · 4:00 – 6:00 PM');
    expect(when(inUtc, 'UTC')).toBe('Thu, Mar 4, 11:00 PM – Fri, Mar 5, 1:00 AM');
  });

  it('names both periods when the event runs from morning into the afternoon', () => {
    const event = timed('2027-03-04T11:00:00-07:00', '2027-03-04T13:30:00-07:00');
    expect(when(event, DENVER)).toBe('Thu, Mar 4 · 11:00 AM – 1:30 PM');
  });

  it('names each zone of a night the clocks change in', () => {
    const night = timed('2027-03-13T22:00:00-07:00', '2027-03-14T04:00:00-06:00');
    expect(when(night, DENVER)).toBe('Sat, Mar 13, 10:00 PM – Sun, Mar 14, 4:00 AM');
    expect(when(night, DENVER, { long: true })).toBe(
      'Saturday, March 13, 2027, 10:00 PM MST – Sunday, March 14, 2027, 4:00 AM MDT',
    );
    const early = timed('2027-11-07T00:30:00-06:00', '2027-11-07T03:00:00-07:00');
    expect(when(early, DENVER, { long: true })).toBe(
      'Sunday, November 7, 2027 · 12:30 AM MDT – 3:00 AM MST',
    );
  });

  it('keeps a range of clocks on one line, breaking only after the day', () => {
    const event = timed('2027-03-04T11:00:00-07:00', '2027-03-04T13:30:00-07:00');
    expect(formatEventWhen(event, DENVER, { long: true })).toBe(
      'Thursday, March 4, 2027 · 11:00\u00a0AM\u00a0–\u2060\u00a01:30\u00a0PM\u00a0MST',
    );
  });

  it('adds the year to the short form when asked', () => {
    const march = timed('2027-03-04T16:00:00-07:00', '2027-03-04T18:00:00-07:00');
    expect(when(march, DENVER, { withYear: true })).toBe('Thu, Mar 4, 2027 · 4:00 – 6:00 PM');
    const days = allDay('2027-03-13T00:00:00-07:00', '2027-03-16T00:00:00-06:00');
    expect(when(days, DENVER, { withYear: true })).toBe('Mar 13 – 15, 2027');
  });

  it('writes an all-day event by its days, the last the one before its end', () => {
    const oneDay = allDay('2027-03-04T00:00:00-07:00', '2027-03-05T00:00:00-07:00');
    expect(when(oneDay, DENVER)).toBe('Thu, Mar 4 · All day');
    expect(when(oneDay, DENVER, { long: true })).toBe('Thursday, March 4, 2027 · All day');

    const acrossTheChange = allDay('2027-03-13T00:00:00-07:00', '2027-03-16T00:00:00-06:00');
    expect(when(acrossTheChange, DENVER)).toBe('Mar 13 – 15');
    expect(when(acrossTheChange, DENVER, { long: true })).toBe('March 13 – 15, 2027');

    const twoMonths = allDay('2027-03-30T00:00:00-06:00', '2027-04-03T00:00:00-06:00');
    expect(when(twoMonths, DENVER)).toBe('Mar 30 – Apr 2');

    const twoYears = allDay('2027-12-30T00:00:00-07:00', '2028-01-03T00:00:00-07:00');
    expect(when(twoYears, DENVER)).toBe('Dec 30, 2027 – Jan 2, 2028');
  });
});

describe('an event in the reader’s own zone', () => {
  const NEW_YORK = 'America/New_York';
  const PHOENIX = 'America/Phoenix';
  const LONDON = 'Europe/London';
  const TOKYO = 'Asia/Tokyo';
  const plain = (text: string | undefined) =>
    text?.replaceAll('\u00a0', ' ').replaceAll('\u2060', '');
  const readerWhen = (...args: Parameters<typeof formatReaderWhen>) =>
    plain(formatReaderWhen(...args));
  const readerStart = (...args: Parameters<typeof formatReaderStart>) =>
    plain(formatReaderStart(...args));

  const march = timed('2027-03-04T16:00:00-07:00', '2027-03-04T18:00:00-07:00');
  const marchSummer = timed('2027-03-18T16:00:00-06:00', '2027-03-18T18:00:00-06:00');

  it('gives a reader in New York a Denver event at their clocks, with their zone, across summer time', () => {
    expect(readerWhen(march, DENVER, NEW_YORK)).toBe('Thu, Mar 4 · 6:00 – 8:00 PM EST');
    expect(readerWhen(marchSummer, DENVER, NEW_YORK)).toBe('Thu, Mar 18 · 6:00 – 8:00 PM EDT');
    expect(readerStart(march, DENVER, NEW_YORK)).toBe('6:00 PM');
    expect(readerStart(marchSummer, DENVER, NEW_YORK)).toBe('6:00 PM');

    // The night Denver's clocks change: New York's change at the same moment, two hours on.
    const night = timed('2027-03-13T22:00:00-07:00', '2027-03-14T04:00:00-06:00');
    expect(readerWhen(night, DENVER, NEW_YORK)).toBe('Sun, Mar 14 · 12:00 AM EST – 6:00 AM EDT');
    expect(readerStart(night, DENVER, NEW_YORK)).toBe('Sun, Mar 14, 12:00 AM');
  });

  it('follows the reader’s own change of clocks where it falls on another day than the club’s', () => {
    // The US moves on March 14, the UK on March 28: Denver is six hours behind London between.
    expect(readerWhen(march, DENVER, LONDON)).toBe(
      'Thu, Mar 4, 11:00 PM GMT – Fri, Mar 5, 1:00 AM GMT',
    );
    expect(readerWhen(marchSummer, DENVER, LONDON)).toBe(
      'Thu, Mar 18, 10:00 PM GMT – Fri, Mar 19, 12:00 AM GMT',
    );
    const april = timed('2027-04-01T16:00:00-06:00', '2027-04-01T18:00:00-06:00');
    expect(readerWhen(april, DENVER, LONDON)).toBe(
      'Thu, Apr 1, 11:00 PM GMT+1 – Fri, Apr 2, 1:00 AM GMT+1',
    );
  });

  it('shows nothing more to a reader whose clocks show the club’s times', () => {
    expect(readerSeesOtherTimes(march, DENVER, DENVER)).toBe(false);
    expect(formatReaderWhen(march, DENVER, DENVER)).toBeUndefined();
    expect(formatReaderStart(march, DENVER, DENVER)).toBeUndefined();
    // Phoenix keeps Mountain Standard Time all year: Denver's in winter, not in summer.
    expect(formatReaderWhen(march, DENVER, PHOENIX)).toBeUndefined();
    expect(readerWhen(marchSummer, DENVER, PHOENIX)).toBe('Thu, Mar 18 · 3:00 – 5:00 PM MST');
  });

  it('shows nothing more for an all-day event: it is the club’s days', () => {
    const oneDay = allDay('2027-03-04T00:00:00-07:00', '2027-03-05T00:00:00-07:00');
    expect(readerSeesOtherTimes(oneDay, DENVER, NEW_YORK)).toBe(false);
    expect(formatReaderWhen(oneDay, DENVER, NEW_YORK)).toBeUndefined();
    expect(formatReaderStart(oneDay, DENVER, TOKYO)).toBeUndefined();
  });

  it('names the reader’s day where it is another than the club’s, and the year where that is', () => {
    expect(readerStart(march, DENVER, TOKYO)).toBe('Fri, Mar 5, 8:00 AM');
    const newYearsEve = timed('2027-12-31T22:00:00-07:00', '2027-12-31T23:30:00-07:00');
    expect(readerWhen(newYearsEve, DENVER, NEW_YORK)).toBe(
      'Sat, Jan 1, 2028 · 12:00 – 1:30 AM EST',
    );
  });
});

describe('eventDateBlock and eventYear', () => {
  it('take the day and year the event starts on in the club’s zone', () => {
    const newYearsEve = { startsAt: '2027-12-31T22:00:00-07:00' };
    expect(eventDateBlock(newYearsEve, DENVER)).toEqual({ month: 'Dec', day: '31' });
    expect(eventYear(newYearsEve, DENVER)).toBe('2027');
    expect(eventDateBlock(newYearsEve, 'UTC')).toEqual({ month: 'Jan', day: '1' });
    expect(eventYear(newYearsEve, 'UTC')).toBe('2028');
  });
});

describe('startsInAnotherYear', () => {
  it('compares the years in the club’s zone', () => {
    const newYearsDay = { startsAt: '2028-01-01T10:00:00-07:00' };
    // 11 PM on New Year's Eve in Denver, already the new year in UTC.
    const lastEvening = Date.parse('2028-01-01T06:00:00Z');
    expect(startsInAnotherYear(newYearsDay, DENVER, lastEvening)).toBe(true);
    expect(startsInAnotherYear(newYearsDay, 'UTC', lastEvening)).toBe(false);
  });
});

describe('googleCalendarLink', () => {
  const params = (link: string) => {
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    return Object.fromEntries(url.searchParams);
  };

  it('gives a timed event in UTC, across both changes of Denver’s clocks', () => {
    const march = { ...event, ...timed('2027-03-04T16:00:00-07:00', '2027-03-04T18:00:00-07:00') };
    const summer = { ...event, ...timed('2027-03-18T16:00:00-06:00', '2027-03-18T18:00:00-06:00') };
    const november = {
      ...event,
      ...timed('2027-11-04T16:00:00-06:00', '2027-11-04T18:00:00-06:00'),
    };
    const winter = { ...event, ...timed('2027-11-11T16:00:00-07:00', '2027-11-11T18:00:00-07:00') };

    expect(params(googleCalendarLink(march, DENVER))).toEqual({
      action: 'TEMPLATE',
      text: 'Build day & pizza',
      dates: '20270304T230000Z/20270305T010000Z',
      details: 'Bring gloves.\n\nWe weld the frame.',
      location: 'Shop 2, 100 Main St',
    });
    expect(params(googleCalendarLink(summer, DENVER)).dates).toBe(
      '20270318T220000Z/20270319T000000Z',
    );
    expect(params(googleCalendarLink(november, DENVER)).dates).toBe(
      '20271104T220000Z/20271105T000000Z',
    );
    expect(params(googleCalendarLink(winter, DENVER)).dates).toBe(
      '20271111T230000Z/20271112T010000Z',
    );
    // The slash between the two times stays as Google writes it.
    expect(googleCalendarLink(march, DENVER)).toContain(
      '&dates=20270304T230000Z/20270305T010000Z&',
    );
  });

  it('gives an all-day event by its days, the end the day after the last', () => {
    const days = { ...event, ...allDay('2027-03-13T00:00:00-07:00', '2027-03-16T00:00:00-06:00') };
    expect(params(googleCalendarLink(days, DENVER)).dates).toBe('20270313/20270316');
  });

  it('adds the event’s page to the details, and leaves out what the event lacks', () => {
    const bare = {
      ...event,
      description: null,
      place: null,
      ...timed('2027-03-04T16:00:00-07:00', '2027-03-04T18:00:00-07:00'),
    };
    expect(Object.keys(params(googleCalendarLink(bare, DENVER)))).toEqual([
      'action',
      'text',
      'dates',
    ]);
    expect(
      params(googleCalendarLink(bare, DENVER, 'https://club.example/events/build-day')).details,
    ).toBe('https://club.example/events/build-day');
  });

  it('cuts a long description short', () => {
    const long = {
      ...event,
      description: 'x'.repeat(5_000),
      ...timed('2027-03-04T16:00:00-07:00', '2027-03-04T18:00:00-07:00'),
    };
    const details = params(googleCalendarLink(long, DENVER)).details ?? '';
    expect(details.length).toBe(1_500);
    expect(details.endsWith('…')).toBe(true);
  });
});
