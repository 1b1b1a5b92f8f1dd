// Days and times in a member's time zone for the CSV export, with Intl only: the moment a local
// day begins, and a moment written as that zone's date and clock time.

/** The zone if Intl knows it, else UTC. */
export function knownTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
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
  const [year, month, date] = day.split('-').map(Number);
  const guess = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  const offset = localParts(new Date(guess), timeZone).asUtcMs - guess;
  const moment = guess - offset;
  // Across a change of offset (summer time) the offset at the moment itself is the right one.
  const corrected = localParts(new Date(moment), timeZone).asUtcMs - moment;
  const start = new Date(guess - corrected);
  // Where the day's midnight does not exist (clocks jump from 23:59 to 01:00), it begins an hour on.
  return localParts(start, timeZone).date === day ? start : new Date(start.getTime() + 3600_000);
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
