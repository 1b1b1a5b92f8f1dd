// An event's answers while the event is in the trash (decision 54): kept when the event is deleted,
// given back when it is brought back, so that each member keeps their answer, their place in the
// queue for a full event and the reminder they already had; gone when it is deleted for good, or
// once the trash's days are over.
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  eventAnswers,
  eventReminders,
  events,
  trashedEventAnswers,
} from '../../db/schema/events-schema';
import { trashCutoff } from '../history/trash-cutoff';

const kept = trashedEventAnswers;

/**
 * Keeps the answers of an event about to be deleted, with whether each member was reminded of its
 * start; drops those kept past the trash's days.
 */
export async function keepAnswersForTrash(tx: Database, eventId: string): Promise<void> {
  await tx.delete(kept).where(lt(kept.trashedAt, trashCutoff()));
  await tx.execute(sql`
    insert into ${kept} (event_id, user_id, answer, going_since, updated_at, reminded_for)
    select a.event_id, a.user_id, a.answer, a.going_since, a.updated_at, r.starts_at
    from ${eventAnswers} a
    join ${events} e on e.id = a.event_id
    left join ${eventReminders} r
      on r.event_id = a.event_id and r.user_id = a.user_id and r.starts_at = e.starts_at
    where a.event_id = ${eventId}
    on conflict (event_id, user_id) do update set
      answer = excluded.answer, going_since = excluded.going_since,
      updated_at = excluded.updated_at, reminded_for = excluded.reminded_for, trashed_at = now()`);
}

/** Gives an event brought back from the trash the answers kept for it. */
export async function returnKeptAnswers(tx: Database, eventId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${eventAnswers} (event_id, user_id, answer, going_since, updated_at)
    select event_id, user_id, answer, going_since, updated_at
    from ${kept} where event_id = ${eventId}
    on conflict (event_id, user_id) do nothing`);
  await tx.execute(sql`
    insert into ${eventReminders} (event_id, user_id, starts_at)
    select event_id, user_id, reminded_for
    from ${kept} where event_id = ${eventId} and reminded_for is not null
    on conflict do nothing`);
  await forgetKeptAnswers(tx, eventId);
}

/** Drops the answers kept for an event deleted for good. */
export async function forgetKeptAnswers(tx: Database, eventId: string): Promise<void> {
  await tx.delete(kept).where(eq(kept.eventId, eventId));
}
