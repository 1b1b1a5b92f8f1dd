// A signed-in member's answer to an event, on its page: Going, Maybe or Not going, changed at will
// until the event starts. Past the event's capacity, Going waits for a place. Visitors are asked to
// sign in; nobody answers a cancelled or started event.
import { canAccess } from '@common/auth/access';
import {
  type EventAnswer,
  eventAnswerLabels,
  eventAnswerPath,
  eventAnswers,
  type OwnEventAnswer,
} from '@common/events/event-answers';
import type { ClubEvent } from '@common/events/events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { apiRequest, serverMessageOf } from '@/lib/api';
import { toast } from '@/lib/toast-store';

export function EventAnswerChoice({ event, now }: { event: ClubEvent; now: Date }) {
  const { user } = useAuth();
  if (event.cancelled || Date.parse(event.startsAt) <= now.getTime()) return null;
  if (!user || !canAccess(user, 'activeMember')) return null;
  return <AnswerButtons event={event} />;
}

function AnswerButtons({ event }: { event: ClubEvent }) {
  const path = eventAnswerPath(event.id);
  const queryClient = useQueryClient();
  const own = useQuery<OwnEventAnswer | null>({ queryKey: [path] });
  const answer = useMutation({
    mutationFn: async (chosen: EventAnswer) =>
      (await apiRequest('PUT', path, { answer: chosen })).json() as Promise<OwnEventAnswer>,
    onSuccess: (saved) => queryClient.setQueryData([path], saved),
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Your answer was not saved. Please try again.',
        variant: 'destructive',
      }),
  });
  const current = own.data?.answer;

  return (
    <section aria-labelledby="event-answer-heading" className="mt-8 rounded-xl bg-slate-50 p-5">
      <h2 id="event-answer-heading" className="font-bold text-lg">
        Will you come?
      </h2>
      <fieldset className="mt-3 flex flex-wrap gap-2" disabled={own.isPending || answer.isPending}>
        <legend className="sr-only">Your answer</legend>
        {eventAnswers.map((choice) => (
          <Button
            key={choice}
            variant={current === choice ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={current === choice}
            onClick={() => answer.mutate(choice)}
          >
            {eventAnswerLabels[choice]}
          </Button>
        ))}
      </fieldset>
      <p className="mt-3 text-slate-700 text-sm" aria-live="polite">
        {own.data?.waiting
          ? 'The event is full: you are on the waiting list, and move up when a place frees.'
          : current
            ? 'You can change your answer until the event starts.'
            : event.capacity
              ? `Places are limited to ${event.capacity}.`
              : ''}
      </p>
    </section>
  );
}
