// An event's answers while the event is in the trash (decision 54): kept when the event is deleted,
// given back when it is brought back, so that each member keeps their answer and their place in the
// queue for a full event; gone when it is deleted for good, or once the trash's days are over.
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { eventAnswers, trashedEventAnswers } from '../../db/schema/events-schema';
import { trashCutoff } from '../history/trash-cutoff';

const kept = trashedEventAnswers;

/** Keeps the answers of an event about to be deleted; drops those kept past the trash's days. */
export async function keepAnswersForTrash(tx: Database, eventId: string): Promise<void> {
  await tx.delete(kept).where(lt(kept.trashedAt, trashCutoff()));
  await tx.execute(sql`
    insert into ${kept} (event_id, user_id, answer, going_since, updated_at)
    select event_id, user_id, answer, going_since, updated_at
    from ${eventAnswers} where event_id = ${eventId}
    on conflict (event_id, user_id) do update set
      answer = excluded.answer, going_since = excluded.going_since,
      updated_at = excluded.updated_at, trashed_at = now()`);
}

/** Gives an event brought back from the trash the answers kept for it. */
export async function returnKeptAnswers(tx: Database, eventId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${eventAnswers} (event_id, user_id, answer, going_since, updated_at)
    select event_id, user_id, answer, going_since, updated_at
    from ${kept} where event_id = ${eventId}
    on conflict (event_id, user_id) do nothing`);
  await forgetKeptAnswers(tx, eventId);
}

/** Drops the answers kept for an event deleted for good. */
export async function forgetKeptAnswers(tx: Database, eventId: string): Promise<void> {
  await tx.delete(kept).where(eq(kept.eventId, eventId));
}
