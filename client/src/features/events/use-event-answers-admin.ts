// Every member's answer to one event, for admins in the website editor, and the groups the editor
// shows them in: those with a place, those waiting, Maybe and Not going.
import {
  type EventAnswerList,
  eventAnswerLabels,
  eventAnswerListSchema,
  eventAnswersPath,
} from '@common/events/event-answers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '@/lib/api';
import { apiJson } from '@/lib/api-json';

/** Read only once `enabled` (the event's card has come into view), afresh each time it mounts. */
export function useEventAnswersAdmin(eventId: string, capacity: number | null, enabled: boolean) {
  const path = eventAnswersPath(eventId);
  return useQuery({
    // Who waits follows the capacity: a new one reads the answers again.
    queryKey: [path, { capacity }],
    queryFn: () => apiJson(eventAnswerListSchema, 'GET', path),
    enabled,
    retry: retryUnlessUnauthorized,
    // The counts stay on screen while a new capacity's are read.
    placeholderData: keepPreviousData,
    // Members answer at any time: opening the editor again shows the latest.
    staleTime: 0,
  });
}

/** The groups, in the order the editor shows them. */
export const answerGroups = ['going', 'waiting', 'maybe', 'not-going'] as const;
export type AnswerGroup = (typeof answerGroups)[number];

export const answerGroupLabels: Record<AnswerGroup, string> = {
  ...eventAnswerLabels,
  waiting: 'Waiting',
};

/** The answers in the order the server sends them, by group. */
export function answersByGroup(answers: EventAnswerList): Record<AnswerGroup, EventAnswerList> {
  const groups: Record<AnswerGroup, EventAnswerList> = {
    going: [],
    waiting: [],
    maybe: [],
    'not-going': [],
  };
  for (const answer of answers) groups[answer.waiting ? 'waiting' : answer.answer].push(answer);
  return groups;
}
