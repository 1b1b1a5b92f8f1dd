// One upcoming meeting in the Club settings: when it is, whether it is cancelled (with its note) or
// moved (from when), and Cancel, Move or Restore. After a change the focus lands on what the row
// offers next: Restore after a cancel or a move, Cancel after a restore.
import type { Meeting } from '@common/club/club-facts';
import { formatEventWhen, startsInAnotherYear } from '@common/events/event-times';
import { CalendarClock, CalendarX, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { toast } from '@/lib/toast-store';
import { CancelOccurrenceForm } from './meeting-occurrences-cancel-form';
import { MoveOccurrenceForm } from './meeting-occurrences-move-form';
import { type OccurrenceChangeBody, useOccurrenceChange } from './meeting-occurrences-queries';
import { isMoved, type MeetingOccurrence, seriesTimes } from './meeting-occurrences-times';

type Action = 'cancel' | 'move' | 'restore';

/** The toasts' words for each action. */
const words: Record<Action, { done: string; verb: string }> = {
  cancel: { done: 'cancelled', verb: 'cancel' },
  move: { done: 'moved', verb: 'move' },
  restore: { done: 'restored', verb: 'restore' },
};

export function MeetingOccurrenceRow({
  occurrence,
  meeting,
  timeZone,
  onFocusLost,
}: {
  occurrence: MeetingOccurrence;
  meeting: Pick<Meeting, 'startTime' | 'endTime'>;
  timeZone: string;
  /** Where the focus goes when the row has no button to take it. */
  onFocusLost: () => void;
}) {
  const [open, setOpen] = useState<'cancel' | 'move' | null>(null);
  const [focusNext, setFocusNext] = useState<Action | null>(null);
  const buttons = useRef(new Map<Action, HTMLButtonElement>());
  const change = useOccurrenceChange(occurrence);

  const whenOf = (times: Pick<MeetingOccurrence, 'startsAt' | 'endsAt'>) =>
    formatEventWhen({ ...times, allDay: false }, timeZone, {
      withYear: startsInAnotherYear(times, timeZone, Date.now()),
    });
  const when = whenOf(occurrence);
  const moved = isMoved(occurrence, meeting, timeZone);
  const changed = occurrence.cancelled || moved;

  useEffect(() => {
    if (!focusNext) return;
    const button = buttons.current.get(focusNext);
    if (button) button.focus();
    else onFocusLost();
    setFocusNext(null);
  }, [focusNext, onFocusLost]);

  const register = (action: Action) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(action, button);
    else buttons.current.delete(action);
  };

  const send = (action: Action, body: OccurrenceChangeBody) => {
    change.mutate(body, {
      onSuccess: (answer) => {
        toast({
          title: `Meeting ${words[action].done} successfully!`,
          description: whenOf(answer),
        });
        setOpen(null);
        setFocusNext(action === 'restore' ? 'cancel' : 'restore');
      },
      onError: (error) =>
        toast({
          title: `Failed to ${words[action].verb} the meeting`,
          description: failureMessage(error),
          variant: 'destructive',
        }),
    });
  };

  const back = (action: 'cancel' | 'move') => {
    setOpen(null);
    setFocusNext(action);
  };

  const forWhom = <span className="sr-only"> the meeting of {when}</span>;

  return (
    <li className="min-w-0 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p
            className={`wrap-anywhere font-semibold ${occurrence.cancelled ? 'text-slate-500 line-through' : ''}`}
          >
            <time dateTime={occurrence.startsAt}>{when}</time>
          </p>
          {occurrence.cancelled && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <Badge tone="red">Cancelled</Badge>
              {occurrence.description && (
                <span className="wrap-anywhere text-slate-700">{occurrence.description}</span>
              )}
            </p>
          )}
          {moved && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700 text-sm">
              <Badge tone="amber">Moved</Badge>
              <span className="wrap-anywhere">
                from {whenOf(seriesTimes(occurrence, meeting, timeZone))}
              </span>
            </p>
          )}
        </div>
        {open === null && (
          <div className="flex flex-wrap gap-2">
            {!occurrence.cancelled && (
              <>
                <Button
                  ref={register('move')}
                  variant="outline"
                  size="sm"
                  disabled={change.isPending}
                  onClick={() => setOpen('move')}
                >
                  <CalendarClock aria-hidden="true" className="size-4" />
                  Move{forWhom}
                </Button>
                <Button
                  ref={register('cancel')}
                  variant="danger-outline"
                  size="sm"
                  disabled={change.isPending}
                  onClick={() => setOpen('cancel')}
                >
                  <CalendarX aria-hidden="true" className="size-4" />
                  Cancel{forWhom}
                </Button>
              </>
            )}
            {changed && (
              <Button
                ref={register('restore')}
                variant="outline"
                size="sm"
                disabled={change.isPending}
                onClick={() => send('restore', { cancelled: false })}
              >
                <Undo2 aria-hidden="true" className="size-4" />
                {change.isPending ? 'Restoring…' : 'Restore'}
                {forWhom}
              </Button>
            )}
          </div>
        )}
      </div>
      {open === 'cancel' && (
        <CancelOccurrenceForm
          when={when}
          busy={change.isPending}
          onConfirm={(body) => send('cancel', body)}
          onBack={() => back('cancel')}
        />
      )}
      {open === 'move' && (
        <MoveOccurrenceForm
          occurrence={occurrence}
          when={when}
          timeZone={timeZone}
          busy={change.isPending}
          onConfirm={(body) => send('move', body)}
          onBack={() => back('move')}
        />
      )}
    </li>
  );
}
