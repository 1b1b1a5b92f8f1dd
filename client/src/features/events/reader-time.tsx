// An event's times in the reader's own zone, under the club's, where the reader's clocks show other
// times. The server cannot know the reader's zone, so both are drawn only once the page runs in the
// browser: the page as sent, and the render that hydrates it, have the club's times alone.
import { formatReaderStart, formatReaderWhen } from '@common/events/event-times';
import type { ClubEvent } from '@common/events/events';
import { useReaderTimeZone } from './use-reader-time-zone';

type EventTimes = Pick<ClubEvent, 'startsAt' | 'endsAt' | 'allDay'>;

/** The event page's second line: "Your time: Thu, Mar 4 · 6:00 – 8:00 PM EST". */
export function ReaderWhen({ event, timeZone }: { event: EventTimes; timeZone: string }) {
  const readerZone = useReaderTimeZone();
  const when = readerZone && formatReaderWhen(event, timeZone, readerZone);
  if (!when) return null;
  return (
    <span className="block text-slate-600">
      Your time: <time dateTime={event.startsAt}>{when}</time>
    </span>
  );
}

/** An event card's hint: "6:00 PM your time". */
export function ReaderStartHint({ event, timeZone }: { event: EventTimes; timeZone: string }) {
  const readerZone = useReaderTimeZone();
  const start = readerZone && formatReaderStart(event, timeZone, readerZone);
  if (!start) return null;
  return (
    <p className="mt-0.5 text-slate-600 text-sm">
      <time dateTime={event.startsAt}>{start}</time> your time
    </p>
  );
}
