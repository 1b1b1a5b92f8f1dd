// The home page's next public events, under the news: the three soonest, each linking to its page,
// and a link to the whole calendar. Nothing shows while the events load, when they cannot be read,
// or when none are coming.
import { comingAndPast, EVENTS_PAGE_PATH } from '@common/events/event-pages';
import { startsInAnotherYear } from '@common/events/event-times';
import { Link } from 'wouter';
import { SectionHeading } from '@/components/section-heading';
import { buttonClasses } from '@/components/ui/button';
import { useClubTimeZone } from '@/features/club/use-club-config';
import { EventCard } from '@/features/events/event-card';
import { useEvents } from '@/features/events/use-events';
import { EVENTS_NOW_ATTRIBUTE, useEventsNow } from '@/features/events/use-events-now';

const EVENTS_SHOWN = 3;

export function EventsSection() {
  const events = useEvents();
  const now = useEventsNow();
  const timeZone = useClubTimeZone();
  const coming = events.data ? comingAndPast(events.data, new Date(now)).coming : [];
  if (coming.length === 0) return null;
  return (
    <section
      id="events"
      aria-labelledby="events-heading"
      className="bg-slate-50 px-6 pt-4 pb-20"
      {...{ [EVENTS_NOW_ATTRIBUTE]: now }}
    >
      <SectionHeading id="events-heading" eyebrow="Events" title="Coming Up" />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
        {coming.slice(0, EVENTS_SHOWN).map((event) => (
          <EventCard
            key={event.id}
            event={event}
            timeZone={timeZone}
            heading="h3"
            withYear={startsInAnotherYear(event, timeZone, now)}
          />
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link href={EVENTS_PAGE_PATH} className={buttonClasses({ variant: 'outline' })}>
          All events
        </Link>
      </p>
    </section>
  );
}
