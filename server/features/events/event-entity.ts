// The club's events as the website editor keeps them (decision 54): a new event gets its address
// from its title; every change makes the event's sequence one more, so that a calendar that
// subscribed shows the change; and an event as written must end after it starts, keep a place for
// each member already going, and name a competition the club has.
import { and, count, desc, eq } from 'drizzle-orm';
import { eventDescription } from '../../../common/events/event-description';
import { capacityBelowGoingMessage, END_BEFORE_START_MESSAGE } from '../../../common/events/events';
import type { Database } from '../../db/database';
import { eventAnswers, events } from '../../db/schema/events-schema';
import { competitions } from '../../db/schema/site-schema';
import { AppError } from '../../http/app-error';
import type { EditorEntity } from '../editor/entities';
import { newSlug, type SluggedKind, slugOnReturn } from '../editor/entry-slugs';
import type { EventRow } from './event-list';
import { tellGoingOfChange } from './event-reminders';
import { forgetKeptAnswers, keepAnswersForTrash, returnKeptAnswers } from './trashed-answers';

const eventSlugs: SluggedKind = {
  table: events,
  slug: events.slug,
  fallback: 'event',
  lock: 'event-slugs',
};

export const NO_SUCH_COMPETITION = 'Competition must be one of the club’s competitions';

export const eventEntity: EditorEntity = {
  ...eventDescription,
  table: events,
  cacheKey: 'events',
  // The latest first: what an admin is planning, then what has been.
  orderBy: [desc(events.startsAt), desc(events.id)],
  insertDefaults: async (tx, values) => ({
    slug: await newSlug(tx, eventSlugs, String(values.title)),
  }),
  returnDefaults: async (tx, values) => ({
    slug: await slugOnReturn(tx, eventSlugs, {
      slug: String(values.slug),
      title: String(values.title),
    }),
  }),
  alsoChanges: (_field, _value, before) => ({
    sequence: Number(before.sequence) + 1,
    updatedAt: new Date(),
  }),
  checkLinks: async (tx, row) => {
    if (!(row.endsAt instanceof Date && row.startsAt instanceof Date)) return;
    if (row.endsAt <= row.startsAt) throw new AppError(400, END_BEFORE_START_MESSAGE);
    if (typeof row.capacity === 'number') await checkCapacity(tx, String(row.id), row.capacity);
    if (typeof row.competitionId !== 'string') return;
    const [competition] = await tx
      .select({ id: competitions.id })
      .from(competitions)
      .where(eq(competitions.id, row.competitionId));
    if (!competition) throw new AppError(400, NO_SUCH_COMPETITION);
  },
  afterChange: (tx, change, config) =>
    tellGoingOfChange(tx, change as { before: EventRow; after: EventRow }, config),
  keptInTrash: {
    keep: keepAnswersForTrash,
    giveBack: returnKeptAnswers,
    forget: forgetKeptAnswers,
  },
};

/** A capacity below the number of members going would take places from some of them. */
async function checkCapacity(tx: Pick<Database, 'select'>, eventId: string, capacity: number) {
  const [going] = await tx
    .select({ members: count() })
    .from(eventAnswers)
    .where(and(eq(eventAnswers.eventId, eventId), eq(eventAnswers.answer, 'going')));
  const members = going?.members ?? 0;
  if (members > capacity) throw new AppError(400, capacityBelowGoingMessage(members));
}
