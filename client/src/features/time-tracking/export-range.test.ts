import { describe, expect, it } from 'vitest';
import { defaultExportRange, localIsoDay, timeEntriesExportUrl } from './export-range';

describe('the export range', () => {
  it('runs from the first of the month to today, in local days', () => {
    expect(defaultExportRange(new Date(2026, 4, 20, 23, 30))).toEqual({
      from: '2026-05-01',
      to: '2026-05-20',
    });
    expect(defaultExportRange(new Date(2026, 0, 1, 0, 5))).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
  });

  it('writes a local day with two-digit months and days', () => {
    expect(localIsoDay(new Date(2026, 8, 3))).toBe('2026-09-03');
  });

  it('asks for the range in the time zone given, encoded', () => {
    expect(
      timeEntriesExportUrl({ from: '2026-05-01', to: '2026-05-20', timeZone: 'America/New_York' }),
    ).toBe(
      '/api/clockify/time-entries/export?from=2026-05-01&to=2026-05-20&timeZone=America%2FNew_York',
    );
    expect(timeEntriesExportUrl({ from: '2026-05-01', to: '2026-05-20' })).toBe(
      '/api/clockify/time-entries/export?from=2026-05-01&to=2026-05-20',
    );
  });
});
