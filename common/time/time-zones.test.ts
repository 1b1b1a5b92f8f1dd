import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, isoInZone, startOfDay, zonedMoment } from './time-zones';

describe('a time zone name', () => {
  it('is spelled as Intl spells it, and a name that is no zone is none', () => {
    expect(canonicalTimeZone('america/denver')).toBe('America/Denver');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(canonicalTimeZone('')).toBeUndefined();
  });
});

describe('a local day and time in a zone', () => {
  it('is the same clock time on both sides of a change to summer time', () => {
    // Denver's clocks go forward on 14 March 2027.
    expect(zonedMoment('2027-03-13', '16:00', 'America/Denver').toISOString()).toBe(
      '2027-03-13T23:00:00.000Z',
    );
    expect(zonedMoment('2027-03-14', '16:00', 'America/Denver').toISOString()).toBe(
      '2027-03-14T22:00:00.000Z',
    );
  });

  it('takes a time the clocks skip an hour on', () => {
    expect(zonedMoment('2027-03-14', '02:30', 'America/Denver').toISOString()).toBe(
      '2027-03-14T09:30:00.000Z',
    );
  });

  it('begins a day whose midnight the clocks skip at one o’clock', () => {
    // Havana's clocks go from 00:00 to 01:00 on 14 March 2027.
    expect(startOfDay('2027-03-14', 'America/Havana').toISOString()).toBe(
      '2027-03-14T05:00:00.000Z',
    );
  });
});

describe('a moment written in a zone', () => {
  it('carries the offset the zone has then', () => {
    expect(isoInZone(new Date('2027-03-14T22:00:00Z'), 'America/Denver')).toBe(
      '2027-03-14T16:00:00-06:00',
    );
    expect(isoInZone(new Date('2027-01-14T23:00:00Z'), 'America/Denver')).toBe(
      '2027-01-14T16:00:00-07:00',
    );
    expect(isoInZone(new Date('2027-01-14T10:30:45Z'), 'Asia/Kolkata')).toBe(
      '2027-01-14T16:00:45+05:30',
    );
    expect(isoInZone(new Date('2027-01-14T10:30:00Z'), 'UTC')).toBe('2027-01-14T10:30:00Z');
  });
});
