// Facts about the club that the site starts with, and what the public pages show until the club
// sets its own (its settings: club-config.ts). Zod-free, so that any page may use them.
export const TYPICAL_APPROVAL_TIME = '1-2 business days';

export const CLUB_CONFIG_PATH = '/api/club-config';

/** What the public pages show while a stat is not set (decision 24). */
export const STAT_FALLBACKS = { activeMembers: '25+', foundingYear: '2024', buildHours: '100+' };

export const DEFAULT_CLUB_NAME = 'Off-Road Racing Club';
export const DEFAULT_TAGLINE =
  'We design, build and race a single-seat off-road car against university teams from across North America. No experience required: bring your curiosity, we will teach you the rest.';

export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** The weekly meeting: when and where. Times are HH:MM on the 24-hour clock. */
export interface Meeting {
  day: Weekday;
  startTime: string;
  endTime: string;
  place: string;
}

const hourAndMinute = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { hours, minutes };
};

/** 16:00 -> "4:00 PM"; `withPeriod` false leaves out "PM". */
function formatMeetingTime(time: string, withPeriod = true): string {
  const { hours, minutes } = hourAndMinute(time);
  const clock = `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')}`;
  return withPeriod ? `${clock} ${hours < 12 ? 'AM' : 'PM'}` : clock;
}

/** "Fridays 4:00-6:00 PM", the period written once; "Saturdays 11:00 AM-1:00 PM" across noon. */
export function formatMeetingSchedule({ day, startTime, endTime }: Meeting): string {
  const samePeriod = hourAndMinute(startTime).hours < 12 === hourAndMinute(endTime).hours < 12;
  return `${day}s ${formatMeetingTime(startTime, !samePeriod)}-${formatMeetingTime(endTime)}`;
}

/** The seeded meeting: the club's weekly Fridays 4:00-6:00 PM in a campus center room. */
export const DEFAULT_MEETING: Meeting = {
  day: 'Friday',
  startTime: '16:00',
  endTime: '18:00',
  place: 'a campus center room',
};
