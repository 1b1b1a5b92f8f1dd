// What the instances share of Clockify's background work, by name (decision 29): whose turn it is
// to refresh, and what was last learned (the webhooks, the team report).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { clockifySyncState } from '../../../db/schema/clockify-schema';

/**
 * Takes the turn named `key` if no instance took it in the last `everyMs`: true for exactly one
 * of the instances asking at once.
 */
export async function claimTurn(db: Database, key: string, at: Date, everyMs: number) {
  const due = new Date(at.getTime() - everyMs);
  const claimed = await db
    .insert(clockifySyncState)
    .values({ key, at })
    .onConflictDoUpdate({
      target: clockifySyncState.key,
      set: { at },
      setWhere: sql`${clockifySyncState.at} is null or ${clockifySyncState.at} <= ${due}`,
    })
    .returning({ key: clockifySyncState.key });
  return claimed.length > 0;
}

/** Whether the turn named `key` is free to take, without taking it. */
export async function isTurnDue(db: Database, key: string, at: Date, everyMs: number) {
  const [row] = await db
    .select({ at: clockifySyncState.at })
    .from(clockifySyncState)
    .where(eq(clockifySyncState.key, key));
  return !row?.at || row.at.getTime() <= at.getTime() - everyMs;
}

/** Gives a turn back (its work could not be done), so the next asker takes it. */
export async function releaseTurn(db: Database, key: string) {
  await db.update(clockifySyncState).set({ at: null }).where(eq(clockifySyncState.key, key));
}

export async function readState<Value>(db: Database, key: string) {
  const [row] = await db.select().from(clockifySyncState).where(eq(clockifySyncState.key, key));
  return row && { at: row.at, value: row.value as Value | null };
}

export async function writeState(db: Database, key: string, value: unknown, at: Date) {
  await db
    .insert(clockifySyncState)
    .values({ key, at, value })
    .onConflictDoUpdate({ target: clockifySyncState.key, set: { at, value } });
}
