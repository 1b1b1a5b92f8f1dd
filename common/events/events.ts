// The club's calendar (decision 54): what an event is, the rule of each field an admin may change,
// and the event as the API answers it. Times travel as ISO 8601 with their offset; the club's time
// zone (the club setting `timeZone`) says which offset a local time has.
import { z } from 'zod';
import { optionalText, requiredText } from '../editor/editor-fields';
import { hasUndescribedImage, UNDESCRIBED_IMAGE_MESSAGE } from '../news/markdown-images';
import { dayField } from '../time/day-field';
import { instant } from '../time/instant';

export const eventKinds = [
  'meeting',
  'build-day',
  'test-day',
  'competition',
  'deadline',
  'outreach',
  'social',
] as const;
export type EventKind = (typeof eventKinds)[number];

export const eventKindLabels: Record<EventKind, string> = {
  meeting: 'Meeting',
  'build-day': 'Build day',
  'test-day': 'Test day',
  competition: 'Competition',
  deadline: 'Deadline',
  outreach: 'Outreach',
  social: 'Social',
};

/** Who sees an event: every visitor, or signed-in active members alone. */
export const eventAudiences = ['public', 'members'] as const;
export type EventAudience = (typeof eventAudiences)[number];

/** The most people an event can take: more than any club event, fewer than a count can overflow. */
export const MAX_EVENT_CAPACITY = 10_000;

export const EVENTS_PATH = '/api/events';
/** The public events as a calendar a phone subscribes to. */
export const EVENTS_FEED_PATH = '/events.ics';
/**
 * "Subscribe": sends the browser on to the feed at a webcal: address, which opens the reader's
 * calendar app. The page as sent cannot write that address, since only the server knows its host.
 */
export const EVENTS_SUBSCRIBE_PATH = '/events.webcal';

const MOMENT_MESSAGE = 'must be a date and time with its offset, such as 2027-03-04T16:00:00-07:00';

/** A moment with its offset, in years a club's calendar holds; the moment as a date. */
export const eventMoment = (label: string) =>
  z
    .string({ error: `${label} ${MOMENT_MESSAGE}` })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: `${label} ${MOMENT_MESSAGE}` }))
    .transform((text) => new Date(text))
    .refine((date) => {
      const year = date.getUTCFullYear();
      return year >= 2000 && year <= 2999;
    }, `${label} must be between the years 2000 and 2999`);

/**
 * A yes or no of an event: true or false, as calendar scripts send it; 1 and 0 too, as the website
 * editor's buttons send every flag.
 */
const yesOrNo = (label: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: `${label} must be true or false` })
    .transform((value) => value === true || value === 1);

/** The rule of every field an admin may change, one at a time or all at once. */
export const eventFields = {
  title: requiredText('Title', 200),
  kind: z.enum(eventKinds, {
    error: `Kind must be one of ${eventKinds.join(', ')}`,
  }),
  startsAt: eventMoment('Start'),
  endsAt: eventMoment('End'),
  allDay: yesOrNo('All day'),
  place: optionalText('Place', 200),
  description: optionalText('Description', 10_000).refine(
    (markdown) => !markdown || !hasUndescribedImage(markdown),
    UNDESCRIBED_IMAGE_MESSAGE,
  ),
  audience: z.enum(eventAudiences, { error: 'Audience must be public or members' }),
  capacity: z
    .number({ error: `Capacity must be a whole number from 1 to ${MAX_EVENT_CAPACITY}` })
    .int(`Capacity must be a whole number from 1 to ${MAX_EVENT_CAPACITY}`)
    .min(1, `Capacity must be a whole number from 1 to ${MAX_EVENT_CAPACITY}`)
    .max(MAX_EVENT_CAPACITY, `Capacity must be a whole number from 1 to ${MAX_EVENT_CAPACITY}`)
    .nullish()
    .transform((value) => value ?? null),
  cancelled: yesOrNo('Cancelled'),
  // The editor's choice of none is empty text.
  competitionId: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.uuid('Competition must be one of the club’s competitions').nullish(),
    )
    .transform((value) => value ?? null),
};

export const END_BEFORE_START_MESSAGE = 'End must be after the start';
/** A capacity cannot leave out members who already have a place. */
export const capacityBelowGoingMessage = (going: number) =>
  `Capacity must be at least ${going}: that many members are already going`;

/** POST /api/events: a new event, public and not cancelled unless it says. */
export const newEventSchema = z
  .object({
    ...eventFields,
    allDay: eventFields.allDay.default(false),
    audience: eventFields.audience.default('public'),
    cancelled: eventFields.cancelled.default(false),
  })
  .refine((event) => event.endsAt > event.startsAt, {
    message: END_BEFORE_START_MESSAGE,
    path: ['endsAt'],
  });

/** An event as the website editor lists it, with the sequence a calendar follows its changes by. */
export const adminEventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  kind: z.enum(eventKinds),
  startsAt: instant,
  endsAt: instant,
  allDay: z.boolean(),
  place: z.string().nullable(),
  description: z.string().nullable(),
  audience: z.enum(eventAudiences),
  capacity: z.number().int().nullable(),
  cancelled: z.boolean(),
  competitionId: z.string().nullable(),
  sequence: z.number().int(),
});

/** An event as the API answers it: times in the club's time zone, with their offset. */
export const eventSchema = adminEventSchema.omit({ sequence: true }).extend({
  startsAt: z.string(),
  endsAt: z.string(),
  /** An occurrence of the weekly meeting: its own day in the club's zone; the id is the series'. */
  date: z.string().optional(),
});
export type ClubEvent = z.infer<typeof eventSchema>;

/** The most days one request of GET /api/events spans: a season and then some. */
export const MAX_EVENT_RANGE_DAYS = 400;

/**
 * GET /api/events: without a range, what is coming and the past year; `from` and `to` (both
 * included, days in the club's time zone) ask for the events on those days.
 */
export const eventRangeSchema = z
  .object({ from: dayField('from').optional(), to: dayField('to').optional() })
  .refine(({ from, to }) => !from === !to, {
    message: 'from and to go together',
    path: ['to'],
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: 'to must not be before from',
    path: ['to'],
  })
  .refine(
    ({ from, to }) =>
      !from || !to || Date.parse(to) - Date.parse(from) <= MAX_EVENT_RANGE_DAYS * 86_400_000,
    { message: `A range is at most ${MAX_EVENT_RANGE_DAYS} days`, path: ['to'] },
  );
export type EventRange = z.infer<typeof eventRangeSchema>;
