// The starter calendar: the seeded competitions as the all-day events they were, and the starter
// rules' dated deadlines on their next day to come, each in the club's zone. A deadline written as
// words ("During competition week") has no day and stays on the rules page alone.
import { slugFromTitle } from '../../../common/news/news';
import { daysInZone } from '../../../common/time/time-zones';
import { starterRulesCatalogue } from '../../features/rules/starter-catalogue';
import type { events } from '../schema/events-schema';

type NewEvent = typeof events.$inferInsert;

interface SeededCompetition {
  id: string;
  eventName: string;
  location: string;
  date: string;
}

/** An all-day event on one day (YYYY-MM-DD) of the zone. */
const onDay = (day: string, timeZone: string) => {
  const { start, end } = daysInZone(day, day, timeZone);
  return { startsAt: start, endsAt: end, allDay: true };
};

/** The next "Feb 16" on or after `today` (YYYY-MM-DD); undefined for words that are no day. */
function nextDayNamed(words: string, today: string): string | undefined {
  // Date's parser reads much as a day ("During competition week, 2027" too): a month and a day only.
  if (!/^[A-Z][a-z]{2,8} \d{1,2}$/.test(words)) return undefined;
  const year = Number(today.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const parsed = new Date(`${words}, ${candidate} 12:00 UTC`);
    if (Number.isNaN(parsed.getTime())) return undefined;
    const day = parsed.toISOString().slice(0, 10);
    if (day >= today) return day;
  }
  return undefined;
}

export function starterEvents(
  competitions: SeededCompetition[],
  today: string,
  timeZone: string,
): NewEvent[] {
  const held = competitions
    .filter((competition) => /^\d{4}-\d{2}-\d{2}$/.test(competition.date))
    .map((competition) => ({
      slug: slugFromTitle(competition.eventName, 'event'),
      title: competition.eventName,
      kind: 'competition' as const,
      ...onDay(competition.date, timeZone),
      place: competition.location,
      competitionId: competition.id,
    }));
  const due = starterRulesCatalogue.deadlines.flatMap(({ name, date }) => {
    const day = nextDayNamed(date, today);
    if (!day) return [];
    const title = `${name} due`;
    return [
      {
        slug: slugFromTitle(title, 'event'),
        title,
        kind: 'deadline' as const,
        ...onDay(day, timeZone),
      },
    ];
  });
  return [...held, ...due];
}
