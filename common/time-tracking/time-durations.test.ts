import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatStopwatch,
  parseDuration,
  secondsSince,
  secondsToday,
} from './time-durations';

describe('parseDuration', () => {
  it('reads hours, minutes and seconds', () => {
    expect(parseDuration('PT1H2M3S')).toBe(3_723);
    expect(parseDuration('PT45M')).toBe(2_700);
    expect(parseDuration('PT2H')).toBe(7_200);
    expect(parseDuration('PT9S')).toBe(9);
  });

  it('reads days and weeks, which Clockify sends for long entries', () => {
    expect(parseDuration('P1DT2H')).toBe(93_600);
    expect(parseDuration('P2D')).toBe(172_800);
    expect(parseDuration('P1W')).toBe(604_800);
  });

  it('keeps whole seconds of fractional values', () => {
    expect(parseDuration('PT1.9S')).toBe(1);
    expect(parseDuration('PT0.5M')).toBe(30);
  });

  it('counts zero, empty, missing and unparsable values as 0', () => {
    for (const value of ['PT0S', '', '   ', null, undefined, 'garbage', '1H2M', 'PT1X', 'P1Y2M']) {
      expect(parseDuration(value), String(value)).toBe(0);
    }
  });
});

describe('formatDuration', () => {
  it('shows hours and minutes from an hour on', () => {
    expect(formatDuration(3_723)).toBe('1h 2m');
    expect(formatDuration(3_600)).toBe('1h 0m');
    expect(formatDuration(93_600)).toBe('26h 0m');
  });

  it('shows minutes and seconds from a minute on', () => {
    expect(formatDuration(62)).toBe('1m 2s');
    expect(formatDuration(3_599)).toBe('59m 59s');
  });

  it('shows seconds below a minute, and never a negative', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(59.9)).toBe('59s');
    expect(formatDuration(-5)).toBe('0s');
  });
});

describe('formatStopwatch', () => {
  it('reads as hours:minutes:seconds', () => {
    expect(formatStopwatch(0)).toBe('0:00:00');
    expect(formatStopwatch(309)).toBe('0:05:09');
    expect(formatStopwatch(43_200)).toBe('12:00:00');
  });
});

describe('secondsSince', () => {
  const now = new Date('2026-03-03T12:00:00Z');

  it('counts whole seconds from the start until now', () => {
    expect(secondsSince('2026-03-03T11:58:30Z', now)).toBe(90);
    expect(secondsSince('2026-03-03T11:59:59.500Z', now)).toBe(0);
  });

  it('is 0 for a missing, unreadable or future start', () => {
    expect(secondsSince(null, now)).toBe(0);
    expect(secondsSince('soon', now)).toBe(0);
    expect(secondsSince('2026-03-03T12:05:00Z', now)).toBe(0);
  });
});

describe('secondsToday', () => {
  // Local times, so the test holds in any time zone.
  const at = (day: number, hour: number, minute = 0) =>
    new Date(2026, 2, day, hour, minute).toISOString();
  const entry = (start: string | null, end: string | null) => ({ timeInterval: { start, end } });
  const now = new Date(2026, 2, 3, 15, 0);

  it("sums today's stopped entries and a running one up to now", () => {
    const entries = [entry(at(3, 9), at(3, 10, 30)), entry(at(3, 14, 15), null)];
    expect(secondsToday(entries, now)).toBe(90 * 60 + 45 * 60);
  });

  it('leaves out earlier days and counts an overnight entry from midnight', () => {
    const entries = [entry(at(2, 9), at(2, 17)), entry(at(2, 23), at(3, 1))];
    expect(secondsToday(entries, now)).toBe(60 * 60);
  });

  it('skips entries without a readable start', () => {
    expect(secondsToday([entry(null, null), entry('never', at(3, 10))], now)).toBe(0);
  });
});
