// The "This week" chart's figures (decision 23): the member's hours from Monday to Sunday of
// `now`'s week in the browser's time zone, per day and per project, from the dashboard's entries.
import { msWithin } from '@common/time-tracking/time-durations';
import type { TimeEntry } from '@common/time-tracking/time-tracking';

export const NO_PROJECT = 'No project';

export interface DayHours {
  /** Local midnight that begins the day. */
  start: Date;
  seconds: number;
}

export interface ProjectHours {
  name: string;
  /** Clockify's colour; null for entries without a project. */
  color: string | null;
  seconds: number;
}

export interface WeekHours {
  /** Monday to Sunday. */
  days: DayHours[];
  /** Projects with time this week, most first. */
  projects: ProjectHours[];
  totalSeconds: number;
}

/** Local midnights from `now`'s Monday to the Monday after: 8 boundaries of 7 days. Built from
 * calendar dates rather than by adding 24 h, so a daylight-saving change keeps days whole. */
function weekBoundaries(now: Date): Date[] {
  const sinceMonday = (now.getDay() + 6) % 7;
  const monday = now.getDate() - sinceMonday;
  return Array.from(
    { length: 8 },
    (_, day) => new Date(now.getFullYear(), now.getMonth(), monday + day),
  );
}

/**
 * Splits each entry at midnight into the days of `now`'s week; a running entry counts up to `now`,
 * and nothing counts past it. Seconds are whole, rounded down.
 */
export function weekHours(entries: readonly TimeEntry[], now: Date): WeekHours {
  const boundaries = weekBoundaries(now).map((date) => date.getTime());
  const dayMs = Array<number>(7).fill(0);
  const projectMs = new Map<string, { color: string | null; ms: number }>();

  for (const entry of entries) {
    for (let day = 0; day < 7; day++) {
      const overlap = msWithin(entry, boundaries[day] ?? 0, boundaries[day + 1] ?? 0, now);
      if (overlap <= 0) continue;
      dayMs[day] = (dayMs[day] ?? 0) + overlap;
      const name = entry.project?.name ?? NO_PROJECT;
      const project = projectMs.get(name) ?? { color: entry.project?.color ?? null, ms: 0 };
      project.ms += overlap;
      projectMs.set(name, project);
    }
  }

  const toSeconds = (ms: number) => Math.floor(ms / 1000);
  return {
    days: dayMs.map((ms, day) => ({
      start: new Date(boundaries[day] ?? 0),
      seconds: toSeconds(ms),
    })),
    projects: [...projectMs]
      .map(([name, { color, ms }]) => ({ name, color, seconds: toSeconds(ms) }))
      .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name)),
    totalSeconds: toSeconds(dayMs.reduce((sum, ms) => sum + ms, 0)),
  };
}
