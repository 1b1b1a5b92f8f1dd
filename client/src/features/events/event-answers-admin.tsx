// An event's answers on its card in the website editor. The counts are read when the card comes
// into view, so that opening the Events tab costs a read per event the admin looks at, not one per
// event; the names show on demand, and the answers download as a CSV file.
import { type EventAnswerList, eventAnswersPath } from '@common/events/event-answers';
import { ChevronDown, Download } from 'lucide-react';
import { type MouseEvent, useId, useRef, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { useFileDownload } from '@/lib/hooks/use-file-download';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import {
  type AnswerGroup,
  answerGroupLabels,
  answerGroups,
  answersByGroup,
  useEventAnswersAdmin,
} from './use-event-answers-admin';

interface AnsweredEvent {
  id: string;
  title: string;
  capacity: number | null;
}

export function EventAnswersAdmin({ event }: { event: AnsweredEvent }) {
  const section = useRef<HTMLElement>(null);
  const inView = useNearViewport(section, '0px');
  const answers = useEventAnswersAdmin(event.id, event.capacity, inView);
  const headingId = useId();

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <h4 id={headingId} className="font-semibold">
        Answers
        <span className="sr-only"> to {event.title}</span>
      </h4>
      {answers.isError ? (
        <LoadError
          message={`Failed to load the answers. ${failureMessage(answers.error)}`}
          onRetry={() => answers.refetch()}
          className="mt-2 rounded-lg bg-red-50 p-3"
        />
      ) : !answers.data ? (
        <div role="status" className="mt-2 flex flex-wrap gap-2">
          <span className="sr-only">Loading the answers…</span>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-12 w-24" />
          ))}
        </div>
      ) : answers.data.length === 0 ? (
        <p className="mt-1 text-slate-700">No answers yet</p>
      ) : (
        <AnswerDetails event={event} answers={answers.data} />
      )}
    </section>
  );
}

const placesIn = (capacity: number) => (capacity === 1 ? '1 place' : `${capacity} places`);

function AnswerDetails({ event, answers }: { event: AnsweredEvent; answers: EventAnswerList }) {
  const [namesShown, setNamesShown] = useState(false);
  const namesId = useId();
  const groups = answersByGroup(answers);
  const counted = answerGroups.filter((group) => group !== 'waiting' || groups.waiting.length > 0);

  return (
    <>
      <dl className="mt-2 flex flex-wrap gap-2">
        {counted.map((group) => (
          <div key={group} className="rounded-lg border border-slate-200 bg-white px-3 py-1.5">
            <dt className="text-slate-600 text-xs">{answerGroupLabels[group]}</dt>
            <dd>
              <span className="font-bold text-base">{groups[group].length}</span>
              {group === 'going' && event.capacity !== null && (
                <span className="text-slate-600"> of {placesIn(event.capacity)}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={namesShown}
          aria-controls={namesId}
          onClick={() => setNamesShown((shown) => !shown)}
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${namesShown ? 'rotate-180' : ''}`}
          />
          Who answered
          <span className="sr-only"> for {event.title}</span>
        </Button>
        <CsvLink event={event} />
      </div>
      <div id={namesId}>
        {namesShown && (
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {answerGroups
              .filter((group) => groups[group].length > 0)
              .map((group) => (
                <NameGroup key={group} group={group} answers={groups[group]} />
              ))}
          </div>
        )}
      </div>
    </>
  );
}

function NameGroup({ group, answers }: { group: AnswerGroup; answers: EventAnswerList }) {
  return (
    <div className="min-w-0">
      <h5 className="font-semibold">
        {answerGroupLabels[group]} ({answers.length})
      </h5>
      <ul className="mt-1 space-y-0.5 break-words text-slate-800">
        {answers.map((answer) => (
          <li key={answer.userId}>{answer.name}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A link to the file, which a click fetches rather than follows: a refusal (the session gone, too
 * many downloads) then shows as a toast, not as the server's JSON in place of the file.
 */
function CsvLink({ event }: { event: AnsweredEvent }) {
  const href = `${eventAnswersPath(event.id)}.csv`;
  const download = useFileDownload('Failed to download the answers');
  const onClick = (click: MouseEvent) => {
    click.preventDefault();
    if (!download.isPending) download.mutate({ url: href, fallbackName: 'answers.csv' });
  };
  return (
    <a
      href={href}
      download
      onClick={onClick}
      aria-disabled={download.isPending || undefined}
      className={buttonClasses({ variant: 'outline', size: 'sm' })}
    >
      <Download aria-hidden="true" className="size-4" />
      Download answers (CSV)
      <span className="sr-only"> for {event.title}</span>
    </a>
  );
}
