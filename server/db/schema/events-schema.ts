// The club's calendar (decision 54): its events, each kept with what a calendar that subscribed to
// it needs to follow a change (a sequence that grows with each change). That an event ends after it
// starts is checked by the editor in the writing transaction, so that a change of one time that
// would end it first is refused with a message rather than by the database.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  type EventAnswer,
  eventAnswers as eventAnswerValues,
} from '../../../common/events/event-answers';
import {
  type EventAudience,
  type EventKind,
  eventAudiences,
  eventKinds,
} from '../../../common/events/events';
import { users } from './site-schema';

const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The event's page (`/events/<slug>`): made from its first title and kept when renamed. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    kind: text('kind').$type<EventKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** An all-day event runs from its first day's start to its last day's end, in the club's zone. */
    allDay: boolean('all_day').notNull().default(false),
    place: text('place'),
    /** Markdown. */
    description: text('description'),
    audience: text('audience').$type<EventAudience>().notNull().default('public'),
    /** The most members who can come; null when any number can. */
    capacity: integer('capacity'),
    cancelled: boolean('cancelled').notNull().default(false),
    /**
     * The competition the event is, or is for. Not a foreign key: a competition in the trash keeps
     * its id, and the link holds again when it comes back.
     */
    competitionId: uuid('competition_id'),
    /** iCalendar's SEQUENCE: one more with each change a subscribed calendar shows. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the event last changed: a calendar feed's DTSTAMP. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_starts_at_idx').on(table.startsAt),
    check('events_kind_check', sql`${table.kind} in (${oneOf(eventKinds)})`),
    check('events_audience_check', sql`${table.audience} in (${oneOf(eventAudiences)})`),
    check('events_capacity_check', sql`${table.capacity} is null or ${table.capacity} > 0`),
  ],
);

/**
 * Members' answers to events. Who waits is not stored: the first `capacity` members who said Going
 * (by `goingSince`) have a place, the others wait, so a place that frees, or a capacity raised,
 * moves the next one up by itself.
 */
export const eventAnswers = pgTable(
  'event_answers',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').$type<EventAnswer>().notNull(),
    /** When the member last began to say Going: their place in the queue. */
    goingSince: timestamp('going_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_answers_user_idx').on(table.userId),
    check('event_answers_answer_check', sql`${table.answer} in (${oneOf(eventAnswerValues)})`),
  ],
);

/**
 * The answers of events in the trash, kept when the event is deleted so that an event brought back
 * has them again, each member in their place. Not linked to the event, which is gone meanwhile:
 * they go back with it, go when it is deleted for good, and are dropped once the trash's days are
 * over (at the next deletion of an event).
 */
export const trashedEventAnswers = pgTable(
  'trashed_event_answers',
  {
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').$type<EventAnswer>().notNull(),
    goingSince: timestamp('going_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The start the member was already reminded of, so that the event brought back is not again. */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    trashedAt: timestamp('trashed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);

/**
 * Each member's personal calendar feed: the secret its address carries. Made when the member first
 * asks for the address, replaced when they ask for a new one (the old address then answers 404).
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reminders written, one per member, event and start time: inserting first makes each
 * reminder go once, whichever instance's round finds it due, and again only if the event moves.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId, table.startsAt] })],
);

/**
 * The weekly meeting's occurrences that differ from the club settings' day, times and place: one
 * cancelled ("No meeting: spring break") or moved. `date` is the occurrence's own day in the club's
 * zone (YYYY-MM-DD), by which calendars know it (RECURRENCE-ID).
 */
export const meetingOccurrences = pgTable('meeting_occurrences', {
  date: text('date').primaryKey(),
  cancelled: boolean('cancelled').notNull().default(false),
  /** Moved: its own start and end; null keeps the series' times. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Why, shown with it: "No meeting: spring break". */
  note: text('note'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The members who asked, on /profile, to be reminded of each weekly meeting. */
export const meetingReminderMembers = pgTable('meeting_reminder_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The weekly meeting's reminders written, one per member and occurrence (its club day). */
export const meetingReminders = pgTable(
  'meeting_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.date] })],
);
