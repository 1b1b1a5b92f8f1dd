// The weekly meeting in a calendar feed (decision 54): one event with a weekly RRULE whose times
// are the club's clock times with the zone's definition (VTIMEZONE), so that a calendar keeps it
// at 4 PM across a change to summer time. A cancelled occurrence is left out of the series
// (EXDATE); a moved one follows as an event of its own that names the day it replaces
// (RECURRENCE-ID). Every change of the series or of one occurrence grows its SEQUENCE.
import { type ICalCalendar, ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Weekday } from '../../../common/club/club-facts';
import { MEETING_TITLE } from '../../../common/events/meeting-series';
import { localDateAndTime } from '../../../common/time/time-zones';
import type { MeetingSeries } from './meeting-series';

const byDay: Record<Weekday, ICalWeekday> = {
  Monday: ICalWeekday.MO,
  Tuesday: ICalWeekday.TU,
  Wednesday: ICalWeekday.WE,
  Thursday: ICalWeekday.TH,
  Friday: ICalWeekday.FR,
  Saturday: ICalWeekday.SA,
  Sunday: ICalWeekday.SU,
};

/** The zone's VTIMEZONE, as the IANA database has it; none for a name the library lacks. */
export function vtimezone(timeZone: string): string | null {
  const [block] = tzlib_get_ical_block(timeZone);
  return typeof block === 'string' && block.startsWith('BEGIN:VTIMEZONE') ? block : null;
}

/**
 * A clock time in the club's zone as the library takes it: written without an offset, its fields
 * are read back unchanged and written after the event's TZID.
 */
const clockTime = (date: string, time: string) => `${date}T${time}:00`;
const clockTimeOf = (moment: Date, timeZone: string) => {
  const { date, time } = localDateAndTime(moment, timeZone);
  return clockTime(date, time);
};

export function addMeetingSeries(calendar: ICalCalendar, series: MeetingSeries, host: string) {
  const { meeting, timeZone } = series;
  const id = `meeting-${series.id}@${host}`;
  const common = {
    id,
    sequence: series.sequence,
    stamp: series.changedAt,
    timezone: timeZone,
    summary: MEETING_TITLE,
    location: meeting.place,
  };
  const changed = [...series.changed.values()].filter((one) => one.date >= series.firstDate);
  calendar.createEvent({
    ...common,
    start: clockTime(series.firstDate, meeting.startTime),
    end: clockTime(series.firstDate, meeting.endTime),
    repeating: {
      freq: ICalEventRepeatingFreq.WEEKLY,
      byDay: [byDay[meeting.day]],
      exclude: changed
        .filter((one) => one.cancelled)
        .map((one) => clockTime(one.date, meeting.startTime)),
    },
  });
  for (const moved of changed.filter((one) => !one.cancelled && one.startsAt && one.endsAt)) {
    if (!moved.startsAt || !moved.endsAt) continue;
    calendar.createEvent({
      ...common,
      recurrenceId: clockTime(moved.date, meeting.startTime),
      start: clockTimeOf(moved.startsAt, timeZone),
      end: clockTimeOf(moved.endsAt, timeZone),
      description: moved.note,
    });
  }
}
