// One event in a list (/events, the home page's next events): its date block, title, when (and, in
// the browser, when in the reader's zone where it differs), where and kind, and a Cancelled badge
// with the title struck through when it will not take place.
import { eventPagePath } from '@common/events/event-pages';
import { eventDateBlock, formatEventWhen } from '@common/events/event-times';
import { type ClubEvent, eventKindLabels } from '@common/events/events';
import { MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { ReaderStartHint } from './reader-time';

export function EventCard({
  event,
  timeZone,
  heading: Heading,
  withYear = false,
}: {
  event: ClubEvent;
  timeZone: string;
  /** The year in the text as well: an event of another year than this one, not under a year. */
  withYear?: boolean;
  /** The title's level: under "Upcoming" (h3), or under a year of the past (h4). */
  heading: 'h3' | 'h4';
}) {
  return (
    <li className="flex gap-4 rounded-card bg-white p-4 shadow-sm sm:gap-6 sm:p-6">
      <EventDateBlock event={event} timeZone={timeZone} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="grey">{eventKindLabels[event.kind]}</Badge>
          {event.cancelled && <Badge tone="red">Cancelled</Badge>}
        </div>
        <Heading className="mt-2 break-words font-bold text-lg">
          <Link
            href={eventPagePath(event.slug)}
            className={`hover:text-accent-700 hover:underline ${event.cancelled ? 'line-through' : ''}`}
          >
            {event.title}
          </Link>
        </Heading>
        <p className="mt-1 text-slate-700">
          <time dateTime={event.startsAt}>{formatEventWhen(event, timeZone, { withYear })}</time>
        </p>
        <ReaderStartHint event={event} timeZone={timeZone} />
        {event.place && (
          <p className="mt-1 flex items-start gap-1 break-words text-slate-600 text-sm">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0">{event.place}</span>
          </p>
        )}
      </div>
    </li>
  );
}

/** The month and day the event starts on, large; the text beside it says the same for readers. */
function EventDateBlock({
  event,
  timeZone,
}: {
  event: Pick<ClubEvent, 'startsAt' | 'cancelled'>;
  timeZone: string;
}) {
  const { month, day } = eventDateBlock(event, timeZone);
  return (
    <div
      aria-hidden="true"
      className={`flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-lg ${
        event.cancelled ? 'bg-slate-100 text-slate-500' : 'bg-accent-50 text-accent-800'
      }`}
    >
      <span className="font-semibold text-xs uppercase tracking-wide">{month}</span>
      <span className="font-extrabold text-2xl leading-none">{day}</span>
    </div>
  );
}
