// An event's own page, /events/<slug>: what a shared link opens. When and where in the club's time
// zone (and, in the browser, when in the reader's where it differs), the description, and links to
// add it to a calendar.
import { formatMeetingSchedule } from '@common/club/club-facts';
import { EVENTS_PAGE_PATH, eventCalendarFilePath, eventPagePath } from '@common/events/event-pages';
import { formatEventWhen, googleCalendarLink } from '@common/events/event-times';
import { type ClubEvent, eventKindLabels } from '@common/events/events';
import { ArrowLeft, CalendarPlus, Clock, Download, MapPin } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'wouter';
import { SectionError } from '@/components/section-error';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useClubConfig, useClubTimeZone } from '@/features/club/use-club-config';
import { ArticleBody } from '@/features/news/article-body';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { EventAnswerChoice } from './event-answer';
import { ReaderWhen } from './reader-time';
import { useEvents } from './use-events';
import { useEventsNow } from './use-events-now';
import { useSiteOrigin } from './use-site-origin';

export function EventPage({ params }: { params: { slug: string } }) {
  const events = useEvents();
  const event = events.data?.find((candidate) => candidate.slug === params.slug);
  useDocumentTitle(event?.title ?? 'Events');
  if (events.isSuccess && !event) return <NotFoundPage />;
  return (
    <main className="mx-auto max-w-3xl px-6 pt-28 pb-20">
      <Link
        href={EVENTS_PAGE_PATH}
        className="inline-flex items-center gap-1 font-semibold text-accent-700 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All events
      </Link>
      {events.isError ? (
        <SectionError message="Failed to load events. Please try again later." />
      ) : !event ? (
        <Skeleton className="mt-6 h-96" />
      ) : (
        <EventView event={event} />
      )}
    </main>
  );
}

function EventView({ event }: { event: ClubEvent }) {
  const timeZone = useClubTimeZone();
  // Whether a member may still answer: only once signed in, which the server's HTML never is.
  const now = useEventsNow();
  return (
    <article className="mt-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="grey">{eventKindLabels[event.kind]}</Badge>
        {event.cancelled && <Badge tone="red">Cancelled</Badge>}
      </div>
      <h1 className="mt-3 break-words font-extrabold text-3xl tracking-tight sm:text-4xl">
        {event.title}
      </h1>
      {event.cancelled && (
        <p className="mt-4 rounded-card bg-red-50 p-4 font-semibold text-red-800">
          This event has been cancelled.
        </p>
      )}
      <dl className="mt-6 space-y-3 text-slate-800">
        <Fact icon={<Clock aria-hidden="true" className="size-5" />} term="When">
          <time dateTime={event.startsAt}>{formatEventWhen(event, timeZone, { long: true })}</time>
          <ReaderWhen event={event} timeZone={timeZone} />
          {event.date && <MeetingSchedule />}
        </Fact>
        {event.place && (
          <Fact icon={<MapPin aria-hidden="true" className="size-5" />} term="Where">
            {event.place}
          </Fact>
        )}
      </dl>
      {/* The weekly meeting is open to all: nobody answers it. */}
      {!event.date && <EventAnswerChoice event={event} now={new Date(now)} />}
      {event.description && <EventDescription text={event.description} />}
      {!event.cancelled && <AddToCalendar event={event} timeZone={timeZone} />}
    </article>
  );
}

/** The weekly meeting's page names the next one, then every week's. */
function MeetingSchedule() {
  const meeting = useClubConfig().data?.meeting;
  if (!meeting) return null;
  return <span className="block text-slate-600">Every week: {formatMeetingSchedule(meeting)}</span>;
}

/** One line of the event's facts: its icon, a term for screen readers, and the fact. */
function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <dt className="mt-0.5 shrink-0 text-slate-500">
        {icon}
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The description in Markdown, rendered as a news article's text is. */
function EventDescription({ text }: { text: string }) {
  // The same object while the text is the same: the body is drawn again only when it changes.
  const body = useMemo(() => ({ content: text }), [text]);
  return (
    <div className="mt-8">
      <ArticleBody article={body} />
    </div>
  );
}

function AddToCalendar({ event, timeZone }: { event: ClubEvent; timeZone: string }) {
  const origin = useSiteOrigin();
  const pageUrl = origin && new URL(eventPagePath(event.slug), origin).href;
  return (
    <p className="mt-10 flex flex-wrap gap-3">
      <a
        href={googleCalendarLink(event, timeZone, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        Add to Google Calendar
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a
        href={eventCalendarFilePath(event.slug)}
        download
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        <Download aria-hidden="true" className="size-4" />
        Download .ics<span className="sr-only"> file of this event</span>
      </a>
    </p>
  );
}
