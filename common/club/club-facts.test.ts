import { describe, expect, it } from 'vitest';
import { DEFAULT_MEETING, formatMeetingSchedule } from './club-facts';

const meeting = (startTime: string, endTime: string) => ({
  ...DEFAULT_MEETING,
  day: 'Saturday' as const,
  startTime,
  endTime,
});

describe('the meeting schedule as visitors read it', () => {
  it('is "Fridays 4:00-6:00 PM" for the seeded meeting', () => {
    expect(formatMeetingSchedule(DEFAULT_MEETING)).toBe('Fridays 4:00-6:00 PM');
  });

  it('names the period once within a morning, and both across noon', () => {
    expect(formatMeetingSchedule(meeting('09:30', '11:00'))).toBe('Saturdays 9:30-11:00 AM');
    expect(formatMeetingSchedule(meeting('11:00', '13:15'))).toBe('Saturdays 11:00 AM-1:15 PM');
  });

  it('reads midnight and noon as 12', () => {
    expect(formatMeetingSchedule(meeting('00:00', '01:00'))).toBe('Saturdays 12:00-1:00 AM');
    expect(formatMeetingSchedule(meeting('12:00', '14:00'))).toBe('Saturdays 12:00-2:00 PM');
  });
});
