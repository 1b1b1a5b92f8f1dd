// Members' answers to an event (RSVP). An answer is taken until the event starts and never for a
// cancelled one. Who has a place is worked out when read: the first `capacity` members who said
// Going, in the order they began to say it, have one, the others wait. A member who says Going again
// keeps their place; one who changes to Maybe and back goes to the end of the queue.
import { asc, eq, sql } from 'drizzle-orm';
import { displayName } from '../../../common/admin/admin';
import {
  ANSWERS_CLOSED_MESSAGE,
  CANCELLED_EVENT_MESSAGE,
  type EventAnswer,
  type EventAnswerList,
  eventAnswerLabels,
  type OwnEventAnswer,
} from '../../../common/events/event-answers';
import type { Database } from '../../db/database';
import { eventAnswers, events } from '../../db/schema/events-schema';
import { users } from '../../db/schema/site-schema';
import type { CurrentUser } from '../../http/access-guard';
import { AppError } from '../../http/app-error';
import { toCsv } from '../../http/csv';

/** The event as answering needs it. */
async function answeredEvent(db: Database, eventId: string) {
  const [event] = await db
    .select({
      slug: events.slug,
      startsAt: events.startsAt,
      cancelled: events.cancelled,
      capacity: events.capacity,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new AppError(404, 'Event not found');
  return event;
}

/** Every answer to the event: those with a place, those waiting, then Maybe and Not going. */
export async function listAnswers(db: Database, eventId: string): Promise<EventAnswerList> {
  return answersTo(db, eventId, await answeredEvent(db, eventId));
}

async function answersTo(
  db: Database,
  eventId: string,
  event: { capacity: number | null },
): Promise<EventAnswerList> {
  const rows = await db
    .select({
      userId: eventAnswers.userId,
      answer: eventAnswers.answer,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(eventAnswers)
    .innerJoin(users, eq(users.id, eventAnswers.userId))
    .where(eq(eventAnswers.eventId, eventId))
    .orderBy(
      sql`array_position(array['going', 'maybe', 'not-going'], ${eventAnswers.answer})`,
      asc(eventAnswers.goingSince),
      asc(users.email),
    );
  let going = 0;
  return rows.map(({ userId, answer, ...name }) => {
    if (answer === 'going') going += 1;
    const waiting = answer === 'going' && event.capacity !== null && going > event.capacity;
    return { userId, name: displayName(name), answer, waiting };
  });
}

/** The member's own answer to the event; null before they answer. Every active member may answer
 * every event, since members-only events are theirs too. */
export async function readOwnAnswer(
  db: Database,
  eventId: string,
  member: CurrentUser,
): Promise<OwnEventAnswer | null> {
  return ownAnswerIn(await listAnswers(db, eventId), member);
}

function ownAnswerIn(answers: EventAnswerList, member: CurrentUser): OwnEventAnswer | null {
  const own = answers.find((answer) => answer.userId === member.id);
  return own ? { answer: own.answer, waiting: own.waiting } : null;
}

export async function answerEvent(
  db: Database,
  eventId: string,
  member: CurrentUser,
  answer: EventAnswer,
  now = new Date(),
): Promise<OwnEventAnswer> {
  const event = await answeredEvent(db, eventId);
  if (event.cancelled) throw new AppError(400, CANCELLED_EVENT_MESSAGE);
  if (event.startsAt <= now) throw new AppError(400, ANSWERS_CLOSED_MESSAGE);
  const goingSince = answer === 'going' ? now : null;
  await db
    .insert(eventAnswers)
    .values({ eventId, userId: member.id, answer, goingSince, updatedAt: now })
    .onConflictDoUpdate({
      target: [eventAnswers.eventId, eventAnswers.userId],
      set: {
        answer,
        // Going again keeps the place in the queue.
        goingSince: sql`case when ${eventAnswers.answer} = 'going' and ${answer} = 'going'
          then ${eventAnswers.goingSince} else ${goingSince} end`,
        updatedAt: now,
      },
    });
  const own = ownAnswerIn(await answersTo(db, eventId, event), member);
  if (!own) throw new Error('the answer was not kept');
  return own;
}

/** The answers as a CSV file, in the order admins see them. */
export async function answersCsv(db: Database, eventId: string) {
  const event = await answeredEvent(db, eventId);
  const answers = await answersTo(db, eventId, event);
  return {
    filename: `${event.slug}-answers.csv`,
    csv: toCsv(
      ['Name', 'Answer', 'Waiting'],
      answers.map(({ name, answer, waiting }) => [
        name,
        eventAnswerLabels[answer],
        waiting ? 'yes' : 'no',
      ]),
    ),
  };
}
