import { describe, expect, it } from 'vitest';
import { formatEntryStart, formatIsoDate, initialsOf, ordinal, roleBadgeTone } from './format';

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
