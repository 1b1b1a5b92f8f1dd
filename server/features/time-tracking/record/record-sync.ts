// What Clockify says, written into the record (decision 29): a refresh's complete list of a
// member's entries, or one entry from a webhook. An entry with a change of the site's still waiting
// keeps the site's version, and one changed after the refresh began is left alone.
import { and, eq, gte, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  type ClockifyExtras,
  clockifyEntries,
  clockifyMembers,
} from '../../../db/schema/clockify-schema';
import type { ClockifyEntryDto } from '../clockify/clockify-answers';

/** An entry as Clockify has it, whatever answer it came in. */
export interface ClockifyEntryFields {
  clockifyId: string;
  description: string;
  projectId: string | null;
  project: { name: string; color: string } | null;
  start: Date;
  end: Date | null;
  extras: ClockifyExtras;
}

export function fromEntryDto(entry: ClockifyEntryDto): ClockifyEntryFields {
  return {
    clockifyId: entry.id,
    description: entry.description,
    projectId: entry.projectId ?? null,
    project: entry.project ?? null,
    start: new Date(entry.timeInterval.start),
    end: entry.timeInterval.end ? new Date(entry.timeInterval.end) : null,
    extras: extrasOf(entry),
  };
}

/** Tags, task and billable as Clockify answered them, to be sent back unchanged. */
export function extrasOf(entry: {
  tagIds?: string[] | null;
  taskId?: string | null;
  billable?: boolean | null;
}): ClockifyExtras {
  return { tagIds: entry.tagIds, taskId: entry.taskId, billable: entry.billable };
}

const settled = and(
  eq(clockifyEntries.version, clockifyEntries.syncedVersion),
  isNull(clockifyEntries.claimedUntil),
);

/**
 * Writes one entry Clockify has, as of `at`. A site entry whose create got no answer is recognised
 * by its start and description, so that it is not kept twice; an entry with a change of the site's
 * waiting, or changed after `at`, keeps the site's version.
 */
export async function applyClockifyEntry(
  db: Database,
  userId: string,
  entry: ClockifyEntryFields,
  at: Date,
) {
  const fields = {
    description: entry.description,
    projectId: entry.projectId,
    projectName: entry.project?.name ?? null,
    projectColor: entry.project?.color ?? null,
    startAt: entry.start,
    endAt: entry.end,
    clockifyExtras: entry.extras,
    updatedAt: at,
  };
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: clockifyEntries.id,
        clockifyId: clockifyEntries.clockifyId,
        waiting: sql<boolean>`not (${settled})`,
      })
      .from(clockifyEntries)
      .where(
        or(
          eq(clockifyEntries.clockifyId, entry.clockifyId),
          and(
            eq(clockifyEntries.userId, userId),
            isNull(clockifyEntries.clockifyId),
            eq(clockifyEntries.createUncertain, true),
            eq(clockifyEntries.startAt, entry.start),
            eq(clockifyEntries.description, entry.description),
          ),
        ),
      )
      .for('update');
    const exact = rows.find((row) => row.clockifyId === entry.clockifyId);
    const siteCopy = rows.find((row) => row.clockifyId === null);
    if (siteCopy) {
      // The site's own entry, created in Clockify before its answer came: it learns the id, and a
      // copy a refresh or delivery brought in meanwhile goes.
      if (exact) await tx.delete(clockifyEntries).where(eq(clockifyEntries.id, exact.id));
      await tx
        .update(clockifyEntries)
        .set({ clockifyId: entry.clockifyId, createUncertain: false, clockifyExtras: entry.extras })
        .where(eq(clockifyEntries.id, siteCopy.id));
      return;
    }
    if (!exact) {
      await tx
        .insert(clockifyEntries)
        .values({ userId, clockifyId: entry.clockifyId, ...fields })
        .onConflictDoNothing();
      return;
    }
    await tx
      .update(clockifyEntries)
      .set(fields)
      .where(and(eq(clockifyEntries.id, exact.id), settled, lt(clockifyEntries.updatedAt, at)));
  });
}

/**
 * A refresh: `entries` is everything Clockify has of the member begun since `since`, asked from
 * `startedAt`. Entries it no longer lists are forgotten unless changed since, and the record keeps
 * only the window.
 */
export async function applyMemberRefresh(
  db: Database,
  userId: string,
  entries: ClockifyEntryFields[],
  {
    since,
    startedAt,
    listingLagMs = 0,
  }: {
    since: Date;
    startedAt: Date;
    /** How long the source may take to list an entry just made (Clockify's reports). */
    listingLagMs?: number;
  },
) {
  for (const entry of entries) await applyClockifyEntry(db, userId, entry, startedAt);
  const listed = entries.map((entry) => entry.clockifyId);
  await db
    .delete(clockifyEntries)
    .where(
      and(
        eq(clockifyEntries.userId, userId),
        settled,
        lt(clockifyEntries.updatedAt, new Date(startedAt.getTime() - listingLagMs)),
        or(
          lt(clockifyEntries.startAt, since),
          and(
            gte(clockifyEntries.startAt, since),
            listed.length > 0 ? notInArray(clockifyEntries.clockifyId, listed) : undefined,
          ),
        ),
      ),
    );
  await db
    .update(clockifyMembers)
    .set({ refreshedAt: startedAt })
    .where(eq(clockifyMembers.userId, userId));
}
