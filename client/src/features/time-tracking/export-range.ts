// The member's CSV export (decision 29): which days it covers and where it is asked for.
import type { TimeEntriesExportQuery } from '@common/time-tracking/clockify-sync';

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as YYYY-MM-DD, the value of a date input. */
export function localIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** From the first day of `now`'s month to `now`'s day, in the browser's time zone. */
export function defaultExportRange(now: Date): { from: string; to: string } {
  return {
    from: localIsoDay(new Date(now.getFullYear(), now.getMonth(), 1)),
    to: localIsoDay(now),
  };
}

/** The export's address; without a time zone the server writes the times in UTC. */
export function timeEntriesExportUrl({ from, to, timeZone }: TimeEntriesExportQuery): string {
  const query = new URLSearchParams({ from, to });
  if (timeZone) query.set('timeZone', timeZone);
  return `/api/clockify/time-entries/export?${query}`;
}
