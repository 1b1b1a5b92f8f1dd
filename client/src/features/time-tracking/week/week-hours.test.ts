import type { TimeEntry } from '@common/time-tracking/time-tracking';
import { describe, expect, it } from 'vitest';
import { NO_PROJECT, weekHours } from './week-hours';

// Local times, so that the tests hold in any time zone: Wednesday 20 May 2026, 15:00.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 4, day, hour, minute);
const NOW = at(20, 15);
const HOUR = 3600;

let ids = 0;
function entry(
  start: Date,
  end: Date | null,
  project: { name: string; color: string } | null = null,
): TimeEntry {
  return {
    id: `entry-${++ids}`,
    description: 'Build',
    project,
    user: { name: 'Jamie Ortiz' },
    timeInterval: { start: start.toISOString(), end: end?.toISOString() ?? null },
    duration: null,
  };
}
const chassis = { name: 'Chassis', color: '#f97316' };
const brakes = { name: 'Brakes', color: '#0ea5e9' };
const secondsPerDay = (entries: TimeEntry[], now = NOW) =>
  weekHours(entries, now).days.map((day) => day.seconds);

describe('the hours of this week', () => {
  it('runs from Monday to Sunday of the current week', () => {
    const { days } = weekHours([], NOW);

    expect(days.map((day) => day.start)).toEqual([
      at(18, 0),
      at(19, 0),
      at(20, 0),
      at(21, 0),
      at(22, 0),
      at(23, 0),
      at(24, 0),
    ]);
  });

  it('takes a Sunday as the last day of its week', () => {
    expect(weekHours([], at(24, 22)).days[0]?.start).toEqual(at(18, 0));
  });

  it("counts each day's entries and leaves out last week's", () => {
    const entries = [
      entry(at(17, 9), at(17, 12)),
      entry(at(18, 9), at(18, 11)),
      entry(at(20, 8), at(20, 8, 30)),
    ];

    expect(secondsPerDay(entries)).toEqual([2 * HOUR, 0, HOUR / 2, 0, 0, 0, 0]);
    expect(weekHours(entries, NOW).totalSeconds).toBe(2.5 * HOUR);
  });

  it('splits an entry at midnight, and counts one begun last week from Monday', () => {
    const entries = [entry(at(17, 22), at(18, 1)), entry(at(18, 23), at(19, 2))];

    expect(secondsPerDay(entries)).toEqual([2 * HOUR, 2 * HOUR, 0, 0, 0, 0, 0]);
  });

  it('counts a running timer up to now', () => {
    const running = entry(at(20, 13, 30), null, chassis);

    expect(secondsPerDay([running])).toEqual([0, 0, 1.5 * HOUR, 0, 0, 0, 0]);
    expect(weekHours([running], NOW).projects).toEqual([
      { name: 'Chassis', color: '#f97316', seconds: 1.5 * HOUR },
    ]);
  });

  it('sums the hours per project, most first, with entries without one as "No project"', () => {
    const entries = [
      entry(at(18, 9), at(18, 10), brakes),
      entry(at(19, 9), at(19, 12), chassis),
      entry(at(20, 9), at(20, 11), brakes),
      entry(at(20, 12), at(20, 12, 15)),
    ];

    expect(weekHours(entries, NOW).projects).toEqual([
      { name: 'Brakes', color: '#0ea5e9', seconds: 3 * HOUR },
      { name: 'Chassis', color: '#f97316', seconds: 3 * HOUR },
      { name: NO_PROJECT, color: null, seconds: HOUR / 4 },
    ]);
  });

  it('is empty for a week without entries, and ignores entries with unreadable times', () => {
    const unreadable = {
      ...entry(at(19, 9), at(19, 10)),
      timeInterval: { start: 'soon', end: null },
    };

    expect(weekHours([unreadable], NOW)).toMatchObject({ projects: [], totalSeconds: 0 });
    expect(secondsPerDay([unreadable])).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
