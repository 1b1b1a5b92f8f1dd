import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatEntryStart,
  formatIsoDate,
  formatTimeAgo,
  formatUsd,
  initialsOf,
  ordinal,
  roleBadgeTone,
} from './format';

describe('initialsOf', () => {
  it('takes the first letters of the first two words, at most two', () => {
    expect(initialsOf('Theo Nakamura-Reyes')).toBe('TN');
    expect(initialsOf('mary anne de la cruz')).toBe('MA');
    expect(initialsOf('  Cher ')).toBe('C');
  });
});

describe('roleBadgeTone', () => {
  it('colours admin red, designer blue, member green and anything else grey, ignoring case', () => {
    expect(roleBadgeTone('Admin')).toBe('red');
    expect(roleBadgeTone('DESIGNER')).toBe('blue');
    expect(roleBadgeTone('member')).toBe('green');
    expect(roleBadgeTone('Safety Officer')).toBe('grey');
  });
});

describe('formatIsoDate', () => {
  it('writes an ISO date out in words and leaves other text alone', () => {
    expect(formatIsoDate('2026-11-02')).toBe('November 2, 2026');
    expect(formatIsoDate('Spring 2026')).toBe('Spring 2026');
  });
});

describe('ordinal', () => {
  it('gives English ordinals, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '112th',
    ]);
  });
});

describe('formatEntryStart', () => {
  it('shows a start as "MMM d, h:mm a" in local time', () => {
    expect(formatEntryStart(new Date(2026, 2, 3, 16, 5).toISOString())).toBe('Mar 3, 4:05 PM');
    expect(formatEntryStart(new Date(2026, 11, 24, 0, 30).toISOString())).toBe('Dec 24, 12:30 AM');
  });

  it('reads "Unknown time" without a readable start', () => {
    expect(formatEntryStart(null)).toBe('Unknown time');
    expect(formatEntryStart('')).toBe('Unknown time');
    expect(formatEntryStart('yesterday')).toBe('Unknown time');
  });
});

describe('formatCount', () => {
  it('separates thousands', () => {
    expect([0, 999, 12345, 1234567].map(formatCount)).toEqual(['0', '999', '12,345', '1,234,567']);
  });
});

describe('formatUsd', () => {
  it('keeps small costs visible and rounds larger ones to cents', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.0042)).toBe('$0.0042');
    expect(formatUsd(0.123456)).toBe('$0.1235');
    expect(formatUsd(0.5)).toBe('$0.50');
    expect(formatUsd(12.3456)).toBe('$12.35');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-05-20T15:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const minute = 60_000;

  it('reads "just now" under a minute, and for a time a little ahead of this clock', () => {
    expect(formatTimeAgo(before(0), now)).toBe('just now');
    expect(formatTimeAgo(before(59_999), now)).toBe('just now');
    expect(formatTimeAgo(before(-5 * minute), now)).toBe('just now');
  });

  it('counts whole minutes, then hours, then days', () => {
    expect(formatTimeAgo(before(minute), now)).toBe('1 min ago');
    expect(formatTimeAgo(before(3 * minute + 59_000), now)).toBe('3 min ago');
    expect(formatTimeAgo(before(59 * minute), now)).toBe('59 min ago');
    expect(formatTimeAgo(before(60 * minute), now)).toBe('1 hour ago');
    expect(formatTimeAgo(before(23 * 60 * minute), now)).toBe('23 hours ago');
    expect(formatTimeAgo(before(24 * 60 * minute), now)).toBe('1 day ago');
    expect(formatTimeAgo(before(3 * 24 * 60 * minute), now)).toBe('3 days ago');
  });

  it('does not guess at a time it cannot read', () => {
    expect(formatTimeAgo('soon', now)).toBe('at an unknown time');
  });
});
