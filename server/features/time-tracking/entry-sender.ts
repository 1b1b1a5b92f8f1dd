// Sends the starts and stops waiting in the record to Clockify, oldest first, each exactly once,
// from the members' share of the budget (decision 29). Every instance runs one; a claim keeps two
// from sending the same change, and a member's changes go in the order they were made.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { clockifyMessages } from '../../../common/time-tracking';
import { clockifyEntries } from '../../db/schema';
import { ClockifyError } from './clockify-error';
import { type EntryRow, waitingChange } from './clockify-record';
import { type ConnectedMember, memberCaller, type TimeTrackingDeps } from './connected-member';

/** Longer than one send may take (its deadline is 10 s), so a claim outlives its send. */
const CLAIM_MS = 30_000;
const RETRY_AFTER_OUTAGE_MS = 60_000;
const START_ALONE_SHARE = 2 / 5;
const RETRY_AFTER_REFUSAL_MS = 10 * 60_000;

type SendResult = 'sent' | 'noRoom' | 'failed';

export function createEntrySender(deps: TimeTrackingDeps, now: () => number) {
  const { db } = deps;
  const at = () => new Date(now());

  /** Each member's oldest waiting change that no one is sending and no failure holds back. */
  async function nextChanges(userId?: string): Promise<EntryRow[]> {
    const oldest = await db
      .selectDistinctOn([clockifyEntries.userId])
      .from(clockifyEntries)
      .where(and(waitingChange, userId ? eq(clockifyEntries.userId, userId) : undefined))
      .orderBy(clockifyEntries.userId, asc(clockifyEntries.changeSeq));
    const moment = now();
    return oldest
      .filter((row) => (row.claimedUntil?.getTime() ?? 0) < moment)
      .filter((row) => (row.retryAt?.getTime() ?? 0) <= moment)
      .sort((a, b) => a.changeSeq - b.changeSeq);
  }

  /**
   * A running start waits for its stop (both then go in one call) once two fifths of the share are
   * used: a start sent alone costs its stop a second call, which a busy hour cannot afford.
   */
  async function startMayGoNow() {
    const { budget } = deps.timeTracking;
    const used = await budget.used();
    return used.member < budget.shareOf('member') * START_ALONE_SHARE;
  }

  async function claim(row: EntryRow) {
    const [claimed] = await db
      .update(clockifyEntries)
      .set({ claimedUntil: new Date(now() + CLAIM_MS) })
      .where(
        and(
          eq(clockifyEntries.id, row.id),
          eq(clockifyEntries.changeSeq, row.changeSeq),
          sql`(${clockifyEntries.claimedUntil} is null or ${clockifyEntries.claimedUntil} < ${at()})`,
        ),
      )
      .returning();
    return claimed;
  }

  /**
   * Ends the claim, with what was learned. A refresh or a webhook may have brought Clockify's copy
   * of this entry in meanwhile as a row of its own: that copy goes, the site's row keeps the id.
   */
  function release(row: EntryRow, fields: Partial<EntryRow> = {}) {
    return db.transaction(async (tx) => {
      if (fields.clockifyId) {
        await tx
          .delete(clockifyEntries)
          .where(
            and(eq(clockifyEntries.clockifyId, fields.clockifyId), ne(clockifyEntries.id, row.id)),
          );
      }
      await tx
        .update(clockifyEntries)
        .set({ claimedUntil: null, ...fields })
        .where(eq(clockifyEntries.id, row.id));
    });
  }

  async function sendOne(row: EntryRow): Promise<SendResult> {
    const member = await memberCaller(deps, row.userId, 'member').catch((error: unknown) => {
      if (error instanceof ClockifyError) return error;
      throw error;
    });
    if (!(member && 'apiKey' in member)) {
      const problem = member?.message ?? clockifyMessages.noKey;
      await release(row, { lastError: problem, retryAt: new Date(now() + RETRY_AFTER_REFUSAL_MS) });
      return member?.failure === 'overBudget' ? 'noRoom' : 'failed';
    }
    try {
      await send(member, row);
      return 'sent';
    } catch (error) {
      if (!(error instanceof ClockifyError)) throw error;
      return failed(row, error);
    }
  }

  async function send(member: ConnectedMember, row: EntryRow) {
    const { client } = deps.timeTracking;
    const fields = {
      description: row.description,
      projectId: row.projectId,
      start: row.startAt,
      end: row.endAt,
    };
    if (row.clockifyId) {
      try {
        await client.updateTimeEntry(member, member.workspaceId, row.clockifyId, fields);
        return synced(row, row.clockifyId);
      } catch (error) {
        if (!(error instanceof ClockifyError && error.failure === 'entryGone')) throw error;
        // Deleted in Clockify while the change waited: created again, so no hours are lost.
        return release(row, { clockifyId: null });
      }
    }
    if (row.createUncertain && (await adoptEarlierCreate(member, row))) return;
    await db
      .update(clockifyEntries)
      .set({ createUncertain: true })
      .where(eq(clockifyEntries.id, row.id));
    const created = await client.createTimeEntry(member, member.workspaceId, fields);
    await synced(row, created.id);
  }

  /** A create that got no answer may have been made: Clockify's entry at that start is adopted. */
  async function adoptEarlierCreate(member: ConnectedMember, row: EntryRow) {
    const second = 1000;
    const entries = await deps.timeTracking.client.listTimeEntries(
      member,
      member.workspaceId,
      member.clockifyUserId,
      {
        from: new Date(row.startAt.getTime() - second),
        to: new Date(row.startAt.getTime() + second),
      },
    );
    const made = entries.find(
      (entry) =>
        Math.abs(Date.parse(entry.timeInterval.start) - row.startAt.getTime()) < second &&
        entry.description === row.description,
    );
    if (!made) {
      await db
        .update(clockifyEntries)
        .set({ createUncertain: false })
        .where(eq(clockifyEntries.id, row.id));
      return false;
    }
    // Known now; the next round sends what differs (its end) with a PUT.
    await release(row, { clockifyId: made.id, createUncertain: false });
    return true;
  }

  async function synced(row: EntryRow, clockifyId: string) {
    await release(row, {
      clockifyId,
      syncedVersion: row.version,
      createUncertain: false,
      retryAt: null,
      lastError: null,
      updatedAt: at(),
    });
  }

  async function failed(row: EntryRow, error: ClockifyError): Promise<SendResult> {
    if (error.failure === 'overBudget') {
      // Never asked: a create that was marked uncertain was not sent.
      await release(row, row.clockifyId ? {} : { createUncertain: row.createUncertain });
      return 'noRoom';
    }
    const unanswered = error.failure === 'notResponding' || error.failure === 'timedOut';
    const wait =
      unanswered || error.failure === 'rateLimited'
        ? RETRY_AFTER_OUTAGE_MS
        : RETRY_AFTER_REFUSAL_MS;
    await release(row, {
      lastError: error.message,
      retryAt: new Date(now() + wait),
      // Only a create that got no answer may have been made.
      ...(!unanswered && { createUncertain: row.createUncertain }),
    });
    return 'failed';
  }

  /**
   * Sends what waits and fits, oldest first; a member's one only, when given. An entry that fails
   * for another reason than Clockify's waits a while and holds back no one else's; the first such
   * error is thrown at the end, for the log.
   */
  async function sendWaiting(userId?: string) {
    let unexpected: unknown;
    for (let progressed = true; progressed; ) {
      progressed = false;
      for (const row of await nextChanges(userId)) {
        if (!row.clockifyId && !row.endAt && !(await startMayGoNow())) continue;
        const claimed = await claim(row);
        if (!claimed) continue;
        const result = await sendOne(claimed).catch(async (error: unknown) => {
          unexpected ??= error;
          await release(claimed, { retryAt: new Date(now() + RETRY_AFTER_REFUSAL_MS) });
          return 'failed' as const;
        });
        if (result === 'noRoom') break;
        if (result === 'sent') progressed = true;
      }
    }
    if (unexpected) throw unexpected;
  }

  return { sendWaiting };
}

export type EntrySender = ReturnType<typeof createEntrySender>;
