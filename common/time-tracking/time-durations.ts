// Durations of time entries: Clockify's ISO-8601 durations (docs/clockify.md, Times and durations)
// read as whole seconds, an empty or unreadable one as 0, and seconds shown as "Xh Ym", "Xm Ys" or
// "Xs".

const SECONDS_PER = { W: 604_800, D: 86_400, H: 3_600, M: 60, S: 1 } as const;

// Weeks and days before T; hours, minutes and seconds after it. Years and months have no fixed
// length, and Clockify never sends them, so they count as unparsable.
const ISO_DURATION =
  /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** An ISO-8601 duration such as "PT1H2M3S" in whole seconds; empty, zero or unparsable is 0. */
export function parseDuration(iso: string | null | undefined): number {
  const match = ISO_DURATION.exec(iso?.trim() ?? '');
  if (!match) return 0;
  const [, weeks, days, hours, minutes, seconds] = match;
  const total =
    Number(weeks ?? 0) * SECONDS_PER.W +
    Number(days ?? 0) * SECONDS_PER.D +
    Number(hours ?? 0) * SECONDS_PER.H +
    Number(minutes ?? 0) * SECONDS_PER.M +
    Number(seconds ?? 0) * SECONDS_PER.S;
  return Math.floor(total);
}

/** Seconds as the dashboard shows them: "1h 2m" from an hour, "2m 3s" from a minute, else "3s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds % 60}s`;
  return `${seconds}s`;
}

/** Seconds as a stopwatch reads them: "0:05:09", "12:00:00". */
export function formatStopwatch(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3_600)}:${pad(Math.floor((seconds % 3_600) / 60))}:${pad(seconds % 60)}`;
}

/** Whole seconds from an ISO start time until `now`; 0 for a missing, bad or future start. */
export function secondsSince(start: string | null | undefined, now: Date): number {
  const started = start ? Date.parse(start) : Number.NaN;
  if (Number.isNaN(started)) return 0;
  return Math.max(0, Math.floor((now.getTime() - started) / 1000));
}

export interface TimedInterval {
  timeInterval: { start: string | null; end: string | null };
}

/**
 * The milliseconds of an entry's interval that fall between `from` and `to` (epoch ms); a running
 * entry counts up to `now`, and nothing counts past `now`. 0 for an unreadable interval.
 */
export function msWithin({ timeInterval }: TimedInterval, from: number, to: number, now: Date) {
  const start = timeInterval.start ? Date.parse(timeInterval.start) : Number.NaN;
  const end = timeInterval.end ? Date.parse(timeInterval.end) : now.getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.max(0, Math.min(end, now.getTime(), to) - Math.max(start, from));
}

/**
 * The seconds of these entries that fall on `now`'s day in the viewer's time zone: an entry begun
 * before midnight counts from midnight, a running one up to `now`.
 */
export function secondsToday(entries: readonly TimedInterval[], now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const total = entries.reduce(
    (sum, entry) => sum + msWithin(entry, midnight, now.getTime(), now),
    0,
  );
  return Math.floor(total / 1000);
}
