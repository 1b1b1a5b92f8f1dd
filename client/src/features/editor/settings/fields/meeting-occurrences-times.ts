// The weekly meeting's next occurrences as the Club settings list them, and the times of a move:
// days and clocks in the club's zone, whatever zone the admin's browser is in.
import type { Meeting } from '@common/club/club-facts';
import type { ClubEvent } from '@common/events/events';
import { addDays, MEETING_SLUG } from '@common/events/meeting-series';
import { isoInZone, localDateAndTime, zonedMoment } from '@common/time/time-zones';

/** How many occurrences the list shows. */
export const UPCOMING_MEETINGS = 8;

/** An occurrence of the weekly meeting: the series' id, and its own day in the club's zone. */
export type MeetingOccurrence = ClubEvent & { date: string };

/** The days GET /api/events is asked for: today in the club's zone and the weeks the list spans. */
export function upcomingRange(now: Date, timeZone: string): { from: string; to: string } {
  const from = localDateAndTime(now, timeZone).date;
  return { from, to: addDays(from, UPCOMING_MEETINGS * 7) };
}

/** The occurrences among the range's events that have not ended, at most UPCOMING_MEETINGS. */
export function upcomingOccurrences(events: ClubEvent[], now: number): MeetingOccurrence[] {
  return events
    .filter(
      (event): event is MeetingOccurrence =>
        event.slug === MEETING_SLUG && event.date !== undefined,
    )
    .filter((occurrence) => Date.parse(occurrence.endsAt) > now)
    .slice(0, UPCOMING_MEETINGS);
}

/** The times the series gives the occurrence's day: what a restore brings back. */
export function seriesTimes(
  occurrence: Pick<MeetingOccurrence, 'date'>,
  meeting: Pick<Meeting, 'startTime' | 'endTime'>,
  timeZone: string,
): { startsAt: string; endsAt: string } {
  return {
    startsAt: isoInZone(zonedMoment(occurrence.date, meeting.startTime, timeZone), timeZone),
    endsAt: isoInZone(zonedMoment(occurrence.date, meeting.endTime, timeZone), timeZone),
  };
}

/** Whether an admin moved the occurrence: it starts or ends at another moment than the series'. */
export function isMoved(
  occurrence: Pick<MeetingOccurrence, 'date' | 'startsAt' | 'endsAt'>,
  meeting: Pick<Meeting, 'startTime' | 'endTime'>,
  timeZone: string,
): boolean {
  const usual = seriesTimes(occurrence, meeting, timeZone);
  return (
    Date.parse(occurrence.startsAt) !== Date.parse(usual.startsAt) ||
    Date.parse(occurrence.endsAt) !== Date.parse(usual.endsAt)
  );
}

/** What the move form holds: a day (YYYY-MM-DD) and two clocks (HH:MM), in the club's zone. */
export interface MoveFields {
  date: string;
  startTime: string;
  endTime: string;
}

/** The move form as it opens: the occurrence's day and clocks in the club's zone. */
export function moveFieldsOf(
  occurrence: Pick<MeetingOccurrence, 'startsAt' | 'endsAt'>,
  timeZone: string,
): MoveFields {
  const start = localDateAndTime(new Date(occurrence.startsAt), timeZone);
  const end = localDateAndTime(new Date(occurrence.endsAt), timeZone);
  return { date: start.date, startTime: start.time, endTime: end.time };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;

/** The field of the form that is not filled in, if one is not. */
export function missingMoveField(fields: MoveFields): keyof MoveFields | undefined {
  if (!DAY.test(fields.date)) return 'date';
  if (!CLOCK.test(fields.startTime)) return 'startTime';
  if (!CLOCK.test(fields.endTime)) return 'endTime';
  return undefined;
}

/** The body of a move: the form's day and clocks as moments with the club's offset then. */
export function moveOf(fields: MoveFields, timeZone: string): { startsAt: string; endsAt: string } {
  const at = (time: string) => isoInZone(zonedMoment(fields.date, time, timeZone), timeZone);
  return { startsAt: at(fields.startTime), endsAt: at(fields.endTime) };
}
