import { addDays } from '@common/events/meeting-series';
import { describe, expect, it } from 'vitest';
import {
  isMoved,
  type MeetingOccurrence,
  missingMoveField,
  moveFieldsOf,
  moveOf,
  seriesTimes,
  upcomingOccurrences,
  upcomingRange,
} from './meeting-occurrences-times';

const DENVER = 'America/Denver';
const FRIDAYS_4_TO_6 = { startTime: '16:00', endTime: '18:00' };

const occurrence = (date: string, startsAt: string, endsAt: string): MeetingOccurrence => ({
  id: 'series',
  slug: 'weekly-meeting',
  title: 'Weekly meeting',
  kind: 'meeting',
  startsAt,
  endsAt,
  allDay: false,
  place: 'the shop',
  description: null,
  audience: 'public',
  capacity: null,
  cancelled: false,
  competitionId: null,
  date,
});

describe('upcomingRange', () => {
  it('starts on the club’s today, not the browser’s, and spans eight weeks', () => {
    // 03:00 UTC on the 6th is still the evening of the 5th in Denver.
    expect(upcomingRange(new Date('2027-03-06T03:00:00Z'), DENVER)).toEqual({
      from: '2027-03-05',
      to: '2027-04-30',
    });
  });
});

describe('upcomingOccurrences', () => {
  it('keeps the meeting’s occurrences that have not ended, at most eight', () => {
    const fridays = Array.from({ length: 10 }, (_, week) => {
      const date = addDays('2027-03-05', week * 7);
      const { startsAt, endsAt } = seriesTimes({ date }, FRIDAYS_4_TO_6, DENVER);
      return occurrence(date, startsAt, endsAt);
    });
    const testDay = { ...occurrence('2027-03-06', '', ''), slug: 'test-day', date: undefined };
    const now = Date.parse('2027-03-05T19:00:00-07:00');

    const listed = upcomingOccurrences([...fridays, testDay], now);
    expect(listed.map((meeting) => meeting.date)).toEqual([
      '2027-03-12',
      '2027-03-19',
      '2027-03-26',
      '2027-04-02',
      '2027-04-09',
      '2027-04-16',
      '2027-04-23',
      '2027-04-30',
    ]);
  });
});

describe('moves in the club’s zone', () => {
  it('opens the form on the occurrence’s day and clocks as the club’s clocks show them', () => {
    const moved = occurrence(
      '2027-03-19',
      '2027-03-20T10:00:00-06:00',
      '2027-03-20T12:30:00-06:00',
    );
    expect(moveFieldsOf(moved, DENVER)).toEqual({
      date: '2027-03-20',
      startTime: '10:00',
      endTime: '12:30',
    });
  });

  it('sends the typed day and clocks with the club’s offset of that day, across summer time', () => {
    expect(moveOf({ date: '2027-03-13', startTime: '09:00', endTime: '11:00' }, DENVER)).toEqual({
      startsAt: '2027-03-13T09:00:00-07:00',
      endsAt: '2027-03-13T11:00:00-07:00',
    });
    expect(moveOf({ date: '2027-03-20', startTime: '09:00', endTime: '11:00' }, DENVER)).toEqual({
      startsAt: '2027-03-20T09:00:00-06:00',
      endsAt: '2027-03-20T11:00:00-06:00',
    });
  });

  it('names the field left empty', () => {
    expect(missingMoveField({ date: '', startTime: '09:00', endTime: '11:00' })).toBe('date');
    expect(missingMoveField({ date: '2027-03-20', startTime: '', endTime: '11:00' })).toBe(
      'startTime',
    );
    expect(missingMoveField({ date: '2027-03-20', startTime: '09:00', endTime: '' })).toBe(
      'endTime',
    );
    expect(missingMoveField({ date: '2027-03-20', startTime: '09:00', endTime: '11:00' })).toBe(
      undefined,
    );
  });
});

describe('isMoved', () => {
  it('tells an occurrence at the series’ times from one an admin moved', () => {
    const usual = occurrence(
      '2027-03-19',
      '2027-03-19T16:00:00-06:00',
      '2027-03-19T18:00:00-06:00',
    );
    const later = { ...usual, endsAt: '2027-03-19T19:00:00-06:00' };
    expect(isMoved(usual, FRIDAYS_4_TO_6, DENVER)).toBe(false);
    expect(isMoved(later, FRIDAYS_4_TO_6, DENVER)).toBe(true);
    expect(seriesTimes(later, FRIDAYS_4_TO_6, DENVER)).toEqual({
      startsAt: '2027-03-19T16:00:00-06:00',
      endsAt: '2027-03-19T18:00:00-06:00',
    });
  });
});
