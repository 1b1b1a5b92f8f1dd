// When an article goes public, as the admin picks it in a datetime-local input (their own time
// zone), checked as the server checks it, and sent with that time zone, which names the article's
// day. The schedule form of a draft and the Create Article form share it.
import { SCHEDULE_IN_PAST, type ScheduleNews } from '@common/news/news-publishing';

export const CHOOSE_DATE_AND_TIME = 'Choose a date and a time';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input shows it, in the browser's time zone. */
export function localInputValue(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** The time a schedule starts from: tomorrow at 09:00 where the admin is. */
export function tomorrowMorning(): Date {
  const moment = new Date();
  moment.setDate(moment.getDate() + 1);
  moment.setHours(9, 0, 0, 0);
  return moment;
}

/** The moment a datetime-local value names, or why it cannot be when an article goes public. */
export function publishMomentOf(
  value: string,
  now = new Date(),
): { moment: Date; problem?: never } | { problem: string } {
  const moment = new Date(value);
  if (value === '' || Number.isNaN(moment.getTime())) return { problem: CHOOSE_DATE_AND_TIME };
  if (moment <= now) return { problem: SCHEDULE_IN_PAST };
  return { moment };
}

/** The admin's IANA time zone (Europe/Berlin), in which the article's day is named. */
export const adminTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A schedule as the API takes it. */
export function scheduleOf(moment: Date): ScheduleNews {
  return { publishAt: moment.toISOString(), timeZone: adminTimeZone() };
}
