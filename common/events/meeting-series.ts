// The weekly meeting as a calendar series: the club settings' day, times and place, every week,
// with the occurrences an admin cancelled or moved. Dates are days in the club's zone (YYYY-MM-DD).
import { z } from 'zod';
import type { Weekday } from '../club/club-facts';
import { weekdays } from '../club/club-facts';
import { EVENTS_PATH, eventMoment } from './events';

export const MEETING_SLUG = 'weekly-meeting';
export const MEETING_TITLE = 'Weekly meeting';

/** PUT /api/events/{id}/occurrences/{date}: one occurrence of the weekly meeting. */
export const meetingOccurrencePath = (seriesId: string, date: string) =>
  `${EVENTS_PATH}/${seriesId}/occurrences/${date}`;

/** GET and PUT: whether the member is reminded by mail of each weekly meeting (off until asked). */
export const MEETING_REMINDERS_PATH = '/api/profile/meeting-reminders';
export const meetingRemindersSchema = z.object({
  remind: z.boolean({ error: 'Remind must be true or false' }),
});
export type MeetingReminders = z.infer<typeof meetingRemindersSchema>;

export const NOT_A_SERIES_MESSAGE = 'Only the weekly meeting has occurrences';
/** How far a meeting moves from its own day, at most. */
export const MOST_DAYS_MOVED = 7;
export const MOVED_TOO_FAR_MESSAGE = 'A meeting moves at most a week from its day';
export const NO_MEETING_THAT_DAY_MESSAGE = 'The weekly meeting does not meet on that day';

/**
 * Cancelled (`{ cancelled: true, note: "No meeting: spring break" }`), moved (`{ startsAt, endsAt }`,
 * both), or back as the series has it (`{ cancelled: false }` without times).
 */
export const occurrenceChangeSchema = z
  .object({
    cancelled: z.boolean({ error: 'Cancelled must be true or false' }).optional(),
    startsAt: eventMoment('Start').optional(),
    endsAt: eventMoment('End').optional(),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(200, 'Note must be at most 200 characters')
      .nullish()
      .transform((note) => note || null),
  })
  .refine((change) => !change.startsAt === !change.endsAt, {
    message: 'A moved meeting needs both its start and its end',
    path: ['endsAt'],
  })
  .refine((change) => !change.startsAt || !change.endsAt || change.endsAt > change.startsAt, {
    message: 'End must be after the start',
    path: ['endsAt'],
  })
  .refine((change) => change.cancelled !== undefined || change.startsAt !== undefined, {
    message: 'Say whether the meeting is cancelled, or give its new start and end',
  });
export type OccurrenceChange = z.infer<typeof occurrenceChangeSchema>;

export const occurrenceDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, NO_MEETING_THAT_DAY_MESSAGE)
  .refine((date) => !Number.isNaN(Date.parse(`${date}T12:00:00Z`)), NO_MEETING_THAT_DAY_MESSAGE);

/** The weekday of a day (YYYY-MM-DD). */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7] as Weekday;
}

/** The day after (or `days` after) a day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The meeting's days from `from` to `to`, both included. */
export function meetingDates(day: Weekday, from: string, to: string): string[] {
  const offset = (weekdays.indexOf(day) - weekdays.indexOf(weekdayOf(from)) + 7) % 7;
  const dates: string[] = [];
  for (let date = addDays(from, offset); date <= to; date = addDays(date, 7)) dates.push(date);
  return dates;
}
