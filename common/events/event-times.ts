// An event's times as people read them, in the club's time zone whatever the reader's machine says,
// so that the server and the browser write the same text; and, once the page runs in a browser, in
// the reader's own zone too where its clocks show other times. Each text is put together from
// Intl's parts with plain spaces: the spaces Intl puts around a range or before PM differ between
// ICU versions (the server's Node and the reader's browser).

import { localDateAndTime } from '../time/time-zones';
import type { ClubEvent } from './events';

type EventTimes = Pick<ClubEvent, 'startsAt' | 'endsAt' | 'allDay'>;

/** One moment's date and clock in a zone, each part as en-US writes it. */
interface LocalParts {
  weekday: string;
  month: string;
  day: string;
  year: string;
  clock: string;
  dayPeriod: string;
  zone: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string, long: boolean): Intl.DateTimeFormat {
  const key = `${timeZone} ${long}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: long ? 'long' : 'short',
      month: long ? 'long' : 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    formats.set(key, format);
  }
  return format;
}

function localParts(moment: Date, timeZone: string, long = false): LocalParts {
  const parts = Object.fromEntries(
    partsFormat(timeZone, long)
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: parts.weekday ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    year: parts.year ?? '',
    clock: `${parts.hour}:${parts.minute}`,
    dayPeriod: (parts.dayPeriod ?? '').toUpperCase(),
    zone: parts.timeZoneName ?? '',
  };
}

/** The last day of an all-day event: the one before the midnight it ends at. */
const lastDayOf = (event: EventTimes) => new Date(Date.parse(event.endsAt) - 1);

/** The day an event starts on, for its date block: `{ month: 'Mar', day: '4' }`. */
export function eventDateBlock(event: Pick<ClubEvent, 'startsAt'>, timeZone: string) {
  const { month, day } = localParts(new Date(event.startsAt), timeZone);
  return { month, day };
}

/** The year (in the club's zone) an event starts in. */
export const eventYear = (event: Pick<ClubEvent, 'startsAt'>, timeZone: string): string =>
  localParts(new Date(event.startsAt), timeZone).year;

/** Whether an event starts in another year (in the club's zone) than `now`: its year is worth saying. */
export const startsInAnotherYear = (
  event: Pick<ClubEvent, 'startsAt'>,
  timeZone: string,
  now: number,
): boolean => eventYear(event, timeZone) !== localParts(new Date(now), timeZone).year;

export interface WhenOptions {
  /** "Thursday, March 4, 2027 · 4:00 – 6:00 PM MST" rather than "Thu, Mar 4 · 4:00 – 6:00 PM". */
  long?: boolean;
  /** The year in the short form too: "Thu, Mar 4, 2027 · 4:00 – 6:00 PM" (the long one has it). */
  withYear?: boolean;
  /** The zone in the short form too: "Thu, Mar 4 · 6:00 – 8:00 PM EST" (the long one has it). */
  withZone?: boolean;
}

/** Between a clock and its period, and around a range of clocks: a line never breaks there. */
const KEEP = '\u00a0';
/** After the dash of a range of clocks: a line may break after a dash, even before a KEEP. */
const JOIN = '\u2060';

/**
 * When an event is: "Thu, Mar 4 · 4:00 – 6:00 PM", "Thu, Mar 4 · 11:00 AM – 1:00 PM",
 * "Fri, Mar 5, 4:00 PM – Sun, Mar 7, 6:00 PM"; an all-day one "Thu, Mar 4 · All day", "Mar 4 – 6"
 * or "Mar 30 – Apr 2". The long form adds the year and, for a timed event, the zone (MST). The
 * range of clocks ("4:00 – 6:00 PM") keeps to one line: its spaces are no-break ones, and a word
 * joiner follows its dash.
 */
export function formatEventWhen(
  event: EventTimes,
  timeZone: string,
  { long = false, withYear = long, withZone = long }: WhenOptions = {},
): string {
  const start = localParts(new Date(event.startsAt), timeZone, long);
  const end = localParts(event.allDay ? lastDayOf(event) : new Date(event.endsAt), timeZone, long);
  const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
  const dayOf = (parts: LocalParts) =>
    `${parts.weekday}, ${parts.month} ${parts.day}${withYear ? `, ${parts.year}` : ''}`;

  if (event.allDay) {
    if (sameDay) return `${dayOf(start)} · All day`;
    return dayRange(start, end, withYear);
  }
  const zone = (parts: LocalParts) => (withZone ? `${KEEP}${parts.zone}` : '');
  if (sameDay) {
    // "4:00 – 6:00 PM MST": the start's period and zone only where they differ from the end's.
    const sameZone = start.zone === end.zone;
    const samePeriod = sameZone && start.dayPeriod === end.dayPeriod;
    const from = `${start.clock}${samePeriod ? '' : `${KEEP}${start.dayPeriod}`}${sameZone ? '' : zone(start)}`;
    return `${dayOf(start)} · ${from}${KEEP}–${JOIN}${KEEP}${end.clock}${KEEP}${end.dayPeriod}${zone(end)}`;
  }
  const at = (parts: LocalParts) =>
    `${dayOf(parts)}, ${parts.clock}${KEEP}${parts.dayPeriod}${zone(parts)}`;
  return `${at(start)} – ${at(end)}`;
}

/** The date and clock of a moment in a zone, to the minute: `2027-03-04 4:00 PM`. */
function wallClock(moment: Date, timeZone: string): string {
  const parts = localParts(moment, timeZone);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.clock} ${parts.dayPeriod}`;
}

/**
 * Whether a reader in `readerZone` sees this event at other clock times than the club's: its start
 * or end falls on another date or clock there (another offset, whatever the zone is called). An
 * all-day event is the club's days, wherever it is read: never.
 */
export function readerSeesOtherTimes(
  event: EventTimes,
  clubZone: string,
  readerZone: string,
): boolean {
  if (event.allDay) return false;
  return [event.startsAt, event.endsAt].some((iso) => {
    const moment = new Date(iso);
    return wallClock(moment, clubZone) !== wallClock(moment, readerZone);
  });
}

/**
 * When a timed event is in the reader's zone, with that zone: "Thu, Mar 4 · 6:00 – 8:00 PM EST"
 * (the year too where it is another than the club's); undefined where the reader's clocks show the
 * club's times, and for an all-day event.
 */
export function formatReaderWhen(
  event: EventTimes,
  clubZone: string,
  readerZone: string,
): string | undefined {
  if (!readerSeesOtherTimes(event, clubZone, readerZone)) return undefined;
  const withYear = eventYear(event, readerZone) !== eventYear(event, clubZone);
  return formatEventWhen(event, readerZone, { withYear, withZone: true });
}

/**
 * When a timed event starts in the reader's zone, for a card: "6:00 PM", with the day where the
 * reader's is another than the club's ("Fri, Mar 5, 8:00 AM"); undefined where the reader's clocks
 * show the club's times, and for an all-day event.
 */
export function formatReaderStart(
  event: EventTimes,
  clubZone: string,
  readerZone: string,
): string | undefined {
  if (!readerSeesOtherTimes(event, clubZone, readerZone)) return undefined;
  const moment = new Date(event.startsAt);
  const reader = localParts(moment, readerZone);
  const club = localParts(moment, clubZone);
  const clock = `${reader.clock}${KEEP}${reader.dayPeriod}`;
  if (reader.year === club.year && reader.month === club.month && reader.day === club.day) {
    return clock;
  }
  return `${reader.weekday}, ${reader.month} ${reader.day}, ${clock}`;
}

/** The days of a multi-day event: "Mar 4 – 6", "Mar 30 – Apr 2", "Dec 30, 2027 – Jan 2, 2028". */
function dayRange(start: LocalParts, end: LocalParts, withYear: boolean): string {
  if (start.year !== end.year) {
    return `${start.month} ${start.day}, ${start.year} – ${end.month} ${end.day}, ${end.year}`;
  }
  const year = withYear ? `, ${end.year}` : '';
  if (start.month === end.month) return `${start.month} ${start.day} – ${end.day}${year}`;
  return `${start.month} ${start.day} – ${end.month} ${end.day}${year}`;
}

/** The moment as Google Calendar's UTC time: 20270304T230000Z. */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The club's day of the moment as Google Calendar's all-day date: 20270304. */
const dayStamp = (iso: string, timeZone: string) =>
  localDateAndTime(new Date(iso), timeZone).date.replace(/-/g, '');

/** Google Calendar takes the details in the address: a long description is cut short. */
const MAX_DETAILS = 1_500;

/**
 * The address that opens Google Calendar's new event filled in with this one: a timed event in
 * UTC, an all-day one by its days in the club's zone (the end the day after the last, as Google
 * reads it).
 */
export function googleCalendarLink(
  event: Pick<
    ClubEvent,
    'title' | 'startsAt' | 'endsAt' | 'allDay' | 'place' | 'description' | 'date'
  >,
  timeZone: string,
  pageUrl?: string,
): string {
  const dates = event.allDay
    ? `${dayStamp(event.startsAt, timeZone)}/${dayStamp(event.endsAt, timeZone)}`
    : `${utcStamp(event.startsAt)}/${utcStamp(event.endsAt)}`;
  let details = (event.description ?? '').trim();
  if (details.length > MAX_DETAILS) details = `${details.slice(0, MAX_DETAILS - 1).trimEnd()}…`;
  if (pageUrl) details = details ? `${details}\n\n${pageUrl}` : pageUrl;
  const fields: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', dates],
  ];
  if (details) fields.push(['details', details]);
  if (event.place) fields.push(['location', event.place]);
  // The weekly meeting: every week from this occurrence on.
  if (event.date) fields.push(['recur', 'RRULE:FREQ=WEEKLY']);
  const query = fields
    .map(([name, value]) => `${name}=${name === 'dates' ? value : encodeURIComponent(value)}`)
    .join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}
