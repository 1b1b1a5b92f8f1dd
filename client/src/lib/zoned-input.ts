// A moment as a datetime-local input shows it (YYYY-MM-DDTHH:MM) in a given time zone, and back:
// the club's events are typed as the club's clocks will show them, wherever the admin is.
import { isoInZone, localDateAndTime, zonedMoment } from '@common/time/time-zones';

const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The input's text for a moment (ISO 8601), as the zone's clocks show it. */
export function localInputOf(iso: string, timeZone: string): string | null {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return null;
  const { date, time } = localDateAndTime(moment, timeZone);
  return `${date}T${time}`;
}

/** The moment (ISO 8601 with the zone's offset) an input's text names in the zone; null for text
 * that is no day and time. */
export function momentOfLocalInput(text: string, timeZone: string): string | null {
  const [, day, time] = LOCAL_INPUT.exec(text) ?? [];
  if (!day || !time) return null;
  return isoInZone(zonedMoment(day, time, timeZone), timeZone);
}

/** A moment for reading: "Sat, Mar 13, 2027, 9:00 AM MST", in the zone. */
export function formatInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
