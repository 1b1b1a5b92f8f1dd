// The club's calendar, /events: what is coming, soonest first, then the past by the year each event
// started, latest first, with links to subscribe to the calendar or download it.
import { comingAndPast } from '@common/events/event-pages';
import { eventYear, startsInAnotherYear } from '@common/events/event-times';
import { type ClubEvent, EVENTS_FEED_PATH, EVENTS_SUBSCRIBE_PATH } from '@common/events/events';
import { CalendarPlus, Download } from 'lucide-react';
import { SectionError } from '@/components/section-error';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useClubTimeZone } from '@/features/club/use-club-config';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { EventCard } from './event-card';
import { useEvents } from './use-events';
import { EVENTS_NOW_ATTRIBUTE, useEventsNow } from './use-events-now';

export function EventsPage() {
  const events = useEvents();
  const now = useEventsNow();
  useDocumentTitle('Events');
  return (
    <main className="mx-auto max-w-3xl px-6 pt-28 pb-20" {...{ [EVENTS_NOW_ATTRIBUTE]: now }}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-extrabold text-3xl tracking-tight sm:text-4xl">Events</h1>
        <CalendarLinks />
      </div>
      {events.isError ? (
        <SectionError message="Failed to load events. Please try again later." />
      ) : !events.data ? (
        <div className="mt-10 space-y-4">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-32" />
          ))}
        </div>
      ) : (
        <EventLists events={events.data} now={now} />
      )}
    </main>
  );
}

/** Subscribe opens the calendar feed in the reader's calendar app; the file is for any other. */
function CalendarLinks() {
  return (
    <p className="flex flex-wrap gap-2">
      <a href={EVENTS_SUBSCRIBE_PATH} className={buttonClasses({ size: 'sm' })}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        Subscribe<span className="sr-only"> to the club’s calendar</span>
      </a>
      <a
        href={EVENTS_FEED_PATH}
        download
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        <Download aria-hidden="true" className="size-4" />
        Download .ics
      </a>
    </p>
  );
}

function EventLists({ events, now }: { events: ClubEvent[]; now: number }) {
  const timeZone = useClubTimeZone();
  const { coming, past } = comingAndPast(events, new Date(now));
  const years = pastByYear(past, timeZone);
  return (
    <>
      <section aria-labelledby="upcoming-heading" className="mt-10">
        <h2 id="upcoming-heading" className="font-bold text-2xl">
          Upcoming
        </h2>
        {coming.length === 0 ? (
          <p className="mt-4 text-slate-600">No upcoming events. Check back soon.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {coming.map((event) => (
              <EventCard
                key={event.id}
                event={event}
                timeZone={timeZone}
                heading="h3"
                withYear={startsInAnotherYear(event, timeZone, now)}
              />
            ))}
          </ul>
        )}
      </section>
      {years.length > 0 && (
        <section aria-labelledby="past-heading" className="mt-16">
          <h2 id="past-heading" className="font-bold text-2xl">
            Past events
          </h2>
          {years.map(([year, yearsEvents]) => (
            <div key={year} className="mt-6">
              <h3 className="font-semibold text-lg text-slate-600">{year}</h3>
              <ul className="mt-3 space-y-4">
                {yearsEvents.map((event) => (
                  <EventCard key={event.id} event={event} timeZone={timeZone} heading="h4" />
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
    </>
  );
}

/** The past events (latest first) by the year each started in the club's zone, latest first. */
function pastByYear(past: ClubEvent[], timeZone: string): [string, ClubEvent[]][] {
  const years = new Map<string, ClubEvent[]>();
  for (const event of past) {
    const year = eventYear(event, timeZone);
    years.set(year, [...(years.get(year) ?? []), event]);
  }
  return [...years];
}
