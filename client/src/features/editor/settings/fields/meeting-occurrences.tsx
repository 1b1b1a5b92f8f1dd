// "Upcoming meetings" in the Club settings' Meetings group: the weekly meeting's next occurrences,
// each of which an admin cancels with a note, moves, or gives back as the series has it. The
// settings above stay the meeting of every other week.
import { useCallback, useId, useRef } from 'react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { useMeetingOccurrences } from './meeting-occurrences-queries';
import { MeetingOccurrenceRow } from './meeting-occurrences-row';
import { UPCOMING_MEETINGS } from './meeting-occurrences-times';

export function MeetingOccurrences() {
  const { occurrences, timeZone, meeting, error, retry } = useMeetingOccurrences();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="min-w-0 border-slate-200 border-t pt-5">
      <h4
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-lg focus:outline-none"
      >
        Upcoming meetings
      </h4>
      <p className="mt-1 text-slate-700 text-sm">
        Cancel or move one meeting; every other week keeps the schedule above.
      </p>
      {error ? (
        <LoadError
          message={`Failed to load the upcoming meetings. ${failureMessage(error)}`}
          onRetry={retry}
          className="mt-3 rounded-lg bg-red-50 p-3"
        />
      ) : !occurrences || !timeZone || !meeting ? (
        <div role="status" className="mt-3 space-y-2">
          <span className="sr-only">Loading the upcoming meetings…</span>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-12" />
          ))}
        </div>
      ) : occurrences.length === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-slate-700">
          No meetings in the next {UPCOMING_MEETINGS} weeks.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {occurrences.map((occurrence) => (
            <MeetingOccurrenceRow
              key={occurrence.date}
              occurrence={occurrence}
              meeting={meeting}
              timeZone={timeZone}
              onFocusLost={focusHeading}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
