// Members' answers to an event (RSVP): Going, Maybe or Not going, changed at will until the event
// starts. An event with a capacity takes the first members who said Going, in the order they said
// it; the others wait, and move up as places free.
import { z } from 'zod';
import { EVENTS_PATH } from './events';

export const eventAnswers = ['going', 'maybe', 'not-going'] as const;
export type EventAnswer = (typeof eventAnswers)[number];

export const eventAnswerLabels: Record<EventAnswer, string> = {
  going: 'Going',
  maybe: 'Maybe',
  'not-going': 'Not going',
};

/** PUT: the signed-in member's answer; GET: it, or null before they answer. */
export const eventAnswerPath = (eventId: string) => `${EVENTS_PATH}/${eventId}/rsvp`;
/** Every member's answer (admins), and as a CSV file with `.csv`. */
export const eventAnswersPath = (eventId: string) => `${EVENTS_PATH}/${eventId}/rsvps`;

export const ANSWER_MESSAGE = 'Answer must be going, maybe or not-going';
export const ANSWERS_CLOSED_MESSAGE = 'Answers closed when the event started';
export const CANCELLED_EVENT_MESSAGE = 'This event is cancelled';

export const eventAnswerRequestSchema = z.object({
  answer: z.enum(eventAnswers, { error: ANSWER_MESSAGE }),
});

/** A member's answer; `waiting` while the event is full before them. */
export const ownEventAnswerSchema = z.object({
  answer: z.enum(eventAnswers),
  waiting: z.boolean(),
});
export type OwnEventAnswer = z.infer<typeof ownEventAnswerSchema>;

export const eventAnswerListSchema = z.array(
  ownEventAnswerSchema.extend({ userId: z.string(), name: z.string() }),
);
export type EventAnswerList = z.infer<typeof eventAnswerListSchema>;
