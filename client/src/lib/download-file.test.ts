import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './download-file';

const fallback = 'time-entries.csv';
const nameOf = (header: string | null) => filenameFromContentDisposition(header, fallback);

describe('filenameFromContentDisposition', () => {
  it('takes a quoted or bare file name', () => {
    expect(nameOf('attachment; filename="time-entries-2026-05-01-2026-05-20.csv"')).toBe(
      'time-entries-2026-05-01-2026-05-20.csv',
    );
    expect(nameOf('attachment; filename=team-hours.csv')).toBe('team-hours.csv');
    expect(nameOf('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
  });

  it('prefers the encoded name, which may hold letters a quoted one cannot', () => {
    expect(
      nameOf(`attachment; filename="hours.csv"; filename*=UTF-8''heures-%C3%A9t%C3%A9.csv`),
    ).toBe('heures-été.csv');
  });

  it('falls back to the quoted name when the encoded one cannot be read', () => {
    expect(nameOf(`attachment; filename*=UTF-8''bad-%E0.csv; filename="hours.csv"`)).toBe(
      'hours.csv',
    );
  });

  it('keeps folders out of the name', () => {
    expect(nameOf('attachment; filename="../../etc/hours.csv"')).toBe('.._.._etc_hours.csv');
  });

  it('answers the fallback without a header or a name in it', () => {
    expect(nameOf(null)).toBe(fallback);
    expect(nameOf('attachment')).toBe(fallback);
    expect(nameOf('attachment; filename=""')).toBe(fallback);
  });
});
