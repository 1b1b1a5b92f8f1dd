// The members' time as the site keeps it (decision 29): the account behind each key, the
// workspace's projects and each member's entries of the last 30 days, including the starts and
// stops made through the site that Clockify does not have yet. The dashboard reads only this.
import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ClockifyProject, TimeEntry } from '../../../../common/time-tracking/time-tracking';
import type { Database } from '../../../db/database';
import {
  clockifyEntries,
  clockifyMembers,
  clockifyProjects,
} from '../../../db/schema/clockify-schema';
import type { Deps } from '../../../deps';
import { mailClockifyKeyRefused } from '../../mail/account-mail';

export type EntryRow = typeof clockifyEntries.$inferSelect;
export type MemberAccount = typeof clockifyMembers.$inferSelect;
export type AccountFields = Pick<
  MemberAccount,
  'clockifyUserId' | 'workspaceId' | 'name' | 'email'
>;

/** Whether the entry has a change made through the site that Clockify does not have yet. */
export const isWaiting = (row: Pick<EntryRow, 'version' | 'syncedVersion'>) =>
  row.version !== row.syncedVersion;

export const waitingChange = sql`${clockifyEntries.version} <> ${clockifyEntries.syncedVersion}`;

export async function memberAccount(db: Database, userId: string) {
  const [account] = await db
    .select()
    .from(clockifyMembers)
    .where(eq(clockifyMembers.userId, userId));
  return account;
}

/**
 * Keeps the account a key opens. Another Clockify account than before makes the old one's entries
 * meaningless here: those Clockify has are dropped, and the record is read again.
 */
export async function saveMemberAccount(db: Database, userId: string, account: AccountFields) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(clockifyMembers)
      .where(eq(clockifyMembers.userId, userId))
      .for('update');
    if (before && before.clockifyUserId !== account.clockifyUserId) {
      await dropSyncedEntries(tx, userId);
      // What waits is the member's time: it goes to the new account, as new entries.
      await tx
        .update(clockifyEntries)
        .set({ clockifyId: null, createUncertain: false, clockifyExtras: null })
        .where(eq(clockifyEntries.userId, userId));
    }
    const sameAccount = before?.clockifyUserId === account.clockifyUserId;
    await tx
      .insert(clockifyMembers)
      .values({ userId, ...account })
      .onConflictDoUpdate({
        target: clockifyMembers.userId,
        set: { ...account, keyProblem: null, ...(!sameAccount && { refreshedAt: null }) },
      });
  });
}

/**
 * The key is gone: what Clockify has is forgotten, waiting changes stay. The account row stays
 * too, so that a key of another account later is seen as a switch (decision 29).
 */
export async function forgetMemberAccount(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(clockifyMembers)
      .set({ refreshedAt: null, keyProblem: null })
      .where(eq(clockifyMembers.userId, userId));
    await dropSyncedEntries(tx, userId);
  });
}

function dropSyncedEntries(db: Database, userId: string) {
  return db
    .delete(clockifyEntries)
    .where(
      and(
        eq(clockifyEntries.userId, userId),
        isNotNull(clockifyEntries.clockifyId),
        eq(clockifyEntries.version, clockifyEntries.syncedVersion),
      ),
    );
}

export async function recordedProjects(db: Database, workspaceId: string) {
  const rows = await db
    .select({
      id: clockifyProjects.id,
      name: clockifyProjects.name,
      color: clockifyProjects.color,
      duration: clockifyProjects.duration,
    })
    .from(clockifyProjects)
    .where(eq(clockifyProjects.workspaceId, workspaceId))
    .orderBy(clockifyProjects.name);
  return rows satisfies ClockifyProject[];
}

/** Replaces the workspace's projects with Clockify's list. */
export async function saveProjects(db: Database, workspaceId: string, projects: ClockifyProject[]) {
  await db.transaction(async (tx) => {
    await tx.delete(clockifyProjects).where(eq(clockifyProjects.workspaceId, workspaceId));
    if (projects.length > 0) {
      await tx
        .insert(clockifyProjects)
        .values(projects.map((project) => ({ workspaceId, ...project })));
    }
  });
}

/** The member's entries begun since a moment, newest first, as the dashboard shows them. */
export async function recordedEntries(
  db: Database,
  account: Pick<MemberAccount, 'userId' | 'name'>,
  since: Date,
): Promise<TimeEntry[]> {
  const rows = await db
    .select()
    .from(clockifyEntries)
    .where(and(eq(clockifyEntries.userId, account.userId), gte(clockifyEntries.startAt, since)))
    .orderBy(desc(clockifyEntries.startAt));
  return rows.map((row) => toTimeEntry(row, account.name));
}

export function toTimeEntry(row: EntryRow, userName: string): TimeEntry {
  return {
    id: row.id,
    description: row.description,
    project:
      row.projectName && row.projectColor
        ? { name: row.projectName, color: row.projectColor }
        : null,
    user: { name: userName },
    timeInterval: { start: row.startAt.toISOString(), end: row.endAt?.toISOString() ?? null },
    duration: row.endAt ? isoDuration(row.endAt.getTime() - row.startAt.getTime()) : null,
    ...(isWaiting(row) && { waiting: true }),
  };
}

/** Whole seconds as ISO-8601, as Clockify writes them: PT1H2M3S, PT0S. */
export function isoDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  return `PT${parts || '0S'}`;
}

/** Members whose waiting changes exist, and how many, for the admin's view. */
export async function waitingCounts(db: Database) {
  const rows = await db
    .select({ userId: clockifyEntries.userId, waiting: sql<number>`count(*)::int` })
    .from(clockifyEntries)
    .where(waitingChange)
    .groupBy(clockifyEntries.userId);
  return new Map(rows.map((row) => [row.userId, row.waiting]));
}

/** The member's waiting changes: how many, and the last send's failure if the oldest failed. */
export async function waitingOf(db: Database, userId: string) {
  const rows = await db
    .select({ lastError: clockifyEntries.lastError })
    .from(clockifyEntries)
    .where(and(eq(clockifyEntries.userId, userId), waitingChange))
    .orderBy(clockifyEntries.changeSeq);
  return { count: rows.length, problem: rows[0]?.lastError ?? undefined };
}

/**
 * Clockify refused the member's key: nothing is read or sent with it until a key is saved. The
 * member hears of it by mail once, when it is first refused.
 */
export async function markKeyProblem(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  userId: string,
  problem: string,
) {
  await db.transaction(async (tx) => {
    const firstRefusal = await tx
      .update(clockifyMembers)
      .set({ keyProblem: problem })
      .where(and(eq(clockifyMembers.userId, userId), isNull(clockifyMembers.keyProblem)))
      .returning({ userId: clockifyMembers.userId });
    if (firstRefusal.length > 0) {
      await mailClockifyKeyRefused(tx, config, userId);
      return;
    }
    await tx
      .update(clockifyMembers)
      .set({ keyProblem: problem })
      .where(eq(clockifyMembers.userId, userId));
  });
}

/** The key worked again (an admin invited the member back): their changes go as before. */
export async function clearKeyProblem(db: Database, userId: string) {
  await db
    .update(clockifyMembers)
    .set({ keyProblem: null })
    .where(and(eq(clockifyMembers.userId, userId), isNotNull(clockifyMembers.keyProblem)));
}

/** Failures that no retry mends soon: a new key, or an invitation, does. */
export const isKeyRefusal = (failure: string) =>
  failure === 'invalidKey' || failure === 'noWorkspaceAccess';
