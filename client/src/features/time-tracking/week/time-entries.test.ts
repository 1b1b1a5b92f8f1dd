import type { TimeEntry } from '@common/time-tracking/time-tracking';
import { describe, expect, it } from 'vitest';
import { activeTimerOf, isRunning, searchTimeEntries } from './time-entries';

function makeEntry(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return {
    id: 'entry-1',
    description: 'Weld the rear frame',
    project: { name: 'Chassis', color: '#ff5722' },
    user: { name: 'Jamie Ortiz' },
    timeInterval: { start: '2026-03-03T09:00:00Z', end: '2026-03-03T10:00:00Z' },
    duration: 'PT1H',
    ...overrides,
  };
}

const running = (id: string) =>
  makeEntry({ id, timeInterval: { start: '2026-03-03T11:00:00Z', end: null }, duration: null });

describe('isRunning and activeTimerOf', () => {
  it('an entry with a start and no end runs; the first running one is the active timer', () => {
    const entries = [makeEntry({ id: 'done' }), running('first'), running('second')];
    expect(entries.map(isRunning)).toEqual([false, true, true]);
    expect(activeTimerOf(entries)?.id).toBe('first');
  });

  it('without a running entry there is no active timer', () => {
    expect(activeTimerOf([makeEntry(), makeEntry({ id: 'entry-2' })])).toBeUndefined();
  });
});

describe('searchTimeEntries', () => {
  const entries = [
    makeEntry({ id: 'weld' }),
    makeEntry({ id: 'brakes', description: 'Bleed brakes', project: null }),
    makeEntry({
      id: 'cad',
      description: 'Model the gearbox',
      project: { name: 'Drivetrain', color: '#3f51b5' },
    }),
  ];
  const ids = (found: TimeEntry[]) => found.map((entry) => entry.id);

  it('finds entries by description or project name, ignoring case and outer spaces', () => {
    expect(ids(searchTimeEntries(entries, 'BRAKES'))).toEqual(['brakes']);
    expect(ids(searchTimeEntries(entries, '  drivetrain '))).toEqual(['cad']);
    expect(ids(searchTimeEntries(entries, 'the'))).toEqual(['weld', 'cad']);
  });

  it('keeps every entry for an empty search and none for a search nothing holds', () => {
    expect(ids(searchTimeEntries(entries, ' '))).toEqual(['weld', 'brakes', 'cad']);
    expect(searchTimeEntries(entries, 'suspension')).toEqual([]);
  });
});
