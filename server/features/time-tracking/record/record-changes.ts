// Starts and stops made through the site, written to the record at once (decision 29): each one
// adds a version to its entry and takes the next place in the order in which they are sent.
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type ClockifyProject,
  clockifyMessages,
} from '../../../../common/time-tracking/time-tracking';
import type { Database } from '../../../db/database';
import { clockifyEntries, clockifyMembers } from '../../../db/schema/clockify-schema';
import { AppError } from '../../../http/app-error';
import type { EntryRow } from './clockify-record';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const nextChange = {
  version: sql`${clockifyEntries.version} + 1`,
  changeSeq: sql`nextval('clockify_change_seq')`,
  // A new change is sent at the next round, its wait after failures begun afresh.
  retryAt: null,
  failedSends: 0,
};

/** Clockify keeps whole seconds; so does the record, so that the two match. */
export const wholeSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

/** One member's changes happen one at a time, on every instance. */
async function lockMember(tx: Database, userId: string) {
  await tx
    .select({ userId: clockifyMembers.userId })
    .from(clockifyMembers)
    .where(eq(clockifyMembers.userId, userId))
    .for('update');
}

/** A new running entry; the member's running one stops as it begins. */
export function recordStart(
  db: Database,
  userId: string,
  { description, project }: { description: string; project: ClockifyProject | null },
  at: Date,
): Promise<EntryRow> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await tx
      .update(clockifyEntries)
      .set({
        ...nextChange,
        endAt: sql`greatest(${clockifyEntries.startAt}, ${at})`,
        updatedAt: at,
      })
      .where(and(eq(clockifyEntries.userId, userId), isNull(clockifyEntries.endAt)));
    const [started] = await tx
      .insert(clockifyEntries)
      .values({
        userId,
        description,
        projectId: project?.id ?? null,
        projectName: project?.name ?? null,
        projectColor: project?.color ?? null,
        startAt: at,
        version: 1,
        updatedAt: at,
      })
      .returning();
    if (!started) throw new Error('the new entry was not stored');
    return started;
  });
}

/**
 * Stops the entry the member chose, which must be running: a page showing an old timer (another
 * tab started a new one) must not stop the new one.
 */
export function recordStop(db: Database, userId: string, entryId: string, at: Date) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    // An id the site never gave (a stale page's Clockify id) names no entry here.
    const [stopped] = !UUID.test(entryId)
      ? []
      : await tx
          .update(clockifyEntries)
          .set({
            ...nextChange,
            endAt: sql`greatest(${clockifyEntries.startAt}, ${at})`,
            updatedAt: at,
          })
          .where(
            and(
              eq(clockifyEntries.id, entryId),
              eq(clockifyEntries.userId, userId),
              isNull(clockifyEntries.endAt),
            ),
          )
          .returning();
    if (stopped) return stopped;
    const [running] = await tx
      .select({ id: clockifyEntries.id })
      .from(clockifyEntries)
      .where(and(eq(clockifyEntries.userId, userId), isNull(clockifyEntries.endAt)));
    throw new AppError(
      409,
      running ? clockifyMessages.timerAlreadyStopped : clockifyMessages.noRunningTimer,
    );
  });
}
