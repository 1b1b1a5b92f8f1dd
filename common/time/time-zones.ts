// Days and times in a time zone (a member's, for exports and filters; the club's, for its
// calendar), with Intl only: whether a zone is one, the moment a local day begins, and a moment
// written as that zone's date and clock time.

/** The zone's IANA name as Intl spells it (`america/denver` gives America/Denver); undefined for
 * a name that is no zone. */
export function canonicalTimeZone(timeZone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone if Intl knows it, else UTC. */
export function knownTimeZone(timeZone: string | undefined): string {
  return (timeZone && canonicalTimeZone(timeZone)) || 'UTC';
}

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

function localParts(moment: Date, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    asUtcMs: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** The moment a day (YYYY-MM-DD) begins in the zone. */
export function startOfDay(day: string, timeZone: string): Date {
  return zonedMoment(day, '00:00', timeZone);
}

/** The days from `from` to `to` (YYYY-MM-DD, both included) as moments: `end` is not in them. */
export function daysInZone(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  return { start: startOfDay(from, timeZone), end: startOfDay(nextDay(to), timeZone) };
}

/**
 * The moment a local day (YYYY-MM-DD) and clock time (HH:MM) have in the zone. A time that the
 * zone skips (clocks jump from 02:00 to 03:00) is taken an hour on, as clocks show it.
 */
export function zonedMoment(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const guess = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, hour ?? 0, minute ?? 0);
  const offset = localParts(new Date(guess), timeZone).asUtcMs - guess;
  const moment = guess - offset;
  // Across a change of offset (summer time) the offset at the moment itself is the right one.
  const corrected = localParts(new Date(moment), timeZone).asUtcMs - moment;
  const found = new Date(guess - corrected);
  const shown = localParts(found, timeZone);
  return shown.date === day && shown.time === time ? found : new Date(found.getTime() + 3600_000);
}

/** The moment as ISO 8601 with the zone's offset there and then: 2027-03-04T16:00:00-07:00. */
export function isoInZone(moment: Date, timeZone: string): string {
  const { date, time, asUtcMs } = localParts(moment, timeZone);
  const seconds = String(moment.getUTCSeconds()).padStart(2, '0');
  const offsetMinutes = Math.round((asUtcMs - Math.floor(moment.getTime() / 1000) * 1000) / 60_000);
  if (offsetMinutes === 0) return `${date}T${time}:${seconds}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${date}T${time}:${seconds}${sign}${hours}:${minutes}`;
}

/** The day after (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + 1))
    .toISOString()
    .slice(0, 10);
}

/** The moment as the zone's date (YYYY-MM-DD) and clock time (HH:MM). */
export function localDateAndTime(moment: Date, timeZone: string) {
  const { date, time } = localParts(moment, timeZone);
  return { date, time };
}
