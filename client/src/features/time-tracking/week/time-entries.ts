// Which entries the dashboard shows, and which one is the active timer.
import type { TimeEntry } from '@common/time-tracking/time-tracking';

export const SHOWN_ENTRIES_LIMIT = 10;

/** An entry with a start and no end is running (every entry has a start). */
export function isRunning(entry: TimeEntry): boolean {
  return !entry.timeInterval.end;
}

/** Only one running entry is the active timer, the first found. */
export function activeTimerOf(entries: readonly TimeEntry[]): TimeEntry | undefined {
  return entries.find(isRunning);
}

/** The entries whose description or project name holds the search text, ignoring case. */
export function searchTimeEntries(entries: readonly TimeEntry[], search: string): TimeEntry[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) =>
      entry.description.toLowerCase().includes(needle) ||
      (entry.project?.name.toLowerCase().includes(needle) ?? false),
  );
}
