// Sends the starts and stops waiting in the record to Clockify, each exactly once, from the members'
// share of the budget (decision 29): members take turns, each member's oldest first. Every instance
// runs one; a claim keeps two from sending the same change. An entry Clockify refuses waits longer
// each time and holds back no other; a refused key holds back its member's until a key is saved
// again.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { clockifyEntries, clockifyMembers } from '../../../db/schema/clockify-schema';
import { ClockifyError } from '../clockify/clockify-error';
import {
  type ConnectedMember,
  memberCaller,
  noteRefusedKey,
  type TimeTrackingDeps,
} from '../connected-member';
import { clearKeyProblem, type EntryRow, waitingChange } from './clockify-record';
import { extrasOf } from './record-sync';
import { claimTurn } from './sync-state';
import { takingTurns } from './taking-turns';

/** Longer than one send may take (its deadline is 10 s), so a claim outlives its send. */
const CLAIM_MS = 30_000;
/**
 * The first wait after a failure; each failure in a row doubles it, up to MAX_RETRY_MS. The browser
 * tests shorten the wait after an outage (TEST_CLOCKIFY_RETRY_AFTER_OUTAGE_MS).
 */
const RETRY_AFTER_OUTAGE_MS = 60_000;
const RETRY_AFTER_REFUSAL_MS = 10 * 60_000;
const MAX_RETRY_MS = 6 * 3600_000;
const START_ALONE_SHARE = 2 / 5;
/** A refused key is tried again this often, with one change: its member may have been invited. */
const KEY_RETRY_MS = 3600_000;

type SendResult = 'sent' | 'noRoom' | 'failed';

export function createEntrySender(deps: TimeTrackingDeps, now: () => number) {
  const { db } = deps;
  const at = () => new Date(now());

  /**
   * Waiting changes no one is sending and no failure holds back, members taking turns, each
   * member's oldest first. A member whose key Clockify refused gets one try an hour (an admin may
   * have invited them meanwhile).
   */
  async function nextChanges(userId?: string): Promise<EntryRow[]> {
    const rows = await db
      .select({ entry: clockifyEntries, keyProblem: clockifyMembers.keyProblem })
      .from(clockifyEntries)
      .innerJoin(clockifyMembers, eq(clockifyMembers.userId, clockifyEntries.userId))
      .where(
        and(
          waitingChange,
          userId ? eq(clockifyEntries.userId, userId) : undefined,
          sql`(${clockifyEntries.claimedUntil} is null or ${clockifyEntries.claimedUntil} < ${at()})`,
          sql`(${clockifyEntries.retryAt} is null or ${clockifyEntries.retryAt} <= ${at()})`,
        ),
      )
      .orderBy(asc(clockifyEntries.changeSeq));
    const next: EntryRow[] = [];
    const keyTried = new Set<string>();
    for (const { entry, keyProblem } of rows) {
      if (keyProblem) {
        if (keyTried.has(entry.userId)) continue;
        keyTried.add(entry.userId);
        if (!(await claimTurn(db, `key-retry:${entry.userId}`, at(), KEY_RETRY_MS))) continue;
      }
      next.push(entry);
    }
    return takingTurns(next);
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
          // Another instance may have sent it since it was listed.
          waitingChange,
          sql`(${clockifyEntries.claimedUntil} is null or ${clockifyEntries.claimedUntil} < ${at()})`,
        ),
      )
      .returning();
    return claimed;
  }

  /**
   * Ends this instance's claim, with what was learned; a claim that expired and was taken by
   * another instance is left to it. A refresh or a webhook may have brought Clockify's copy of this
   * entry in meanwhile as a row of its own: that copy goes, the site's row keeps the id.
   */
  function release(claimed: EntryRow, fields: Partial<EntryRow> = {}) {
    return db.transaction(async (tx) => {
      const [released] = await tx
        .update(clockifyEntries)
        .set({ claimedUntil: null })
        .where(
          and(
            eq(clockifyEntries.id, claimed.id),
            claimed.claimedUntil
              ? eq(clockifyEntries.claimedUntil, claimed.claimedUntil)
              : undefined,
          ),
        )
        .returning({ id: clockifyEntries.id });
      if (!released) return;
      if (fields.clockifyId) {
        await tx
          .delete(clockifyEntries)
          .where(
            and(
              eq(clockifyEntries.clockifyId, fields.clockifyId),
              ne(clockifyEntries.id, claimed.id),
            ),
          );
      }
      if (Object.keys(fields).length > 0) {
        await tx.update(clockifyEntries).set(fields).where(eq(clockifyEntries.id, claimed.id));
      }
    });
  }

  async function sendOne(row: EntryRow): Promise<SendResult> {
    let member: ConnectedMember | undefined;
    try {
      member = await memberCaller(deps, row.userId, 'member');
      if (!member) {
        // The key was removed: the change waits for a new one, without a turn every round.
        await release(row, { retryAt: new Date(now() + RETRY_AFTER_REFUSAL_MS) });
        return 'failed';
      }
      await send(member, row);
      return 'sent';
    } catch (error) {
      if (!(error instanceof ClockifyError)) throw error;
      return failed(row, error, member?.apiKey);
    }
  }

  async function send(member: ConnectedMember, row: EntryRow) {
    const { client } = deps.timeTracking;
    const fields = {
      description: row.description,
      projectId: row.projectId,
      start: row.startAt,
      end: row.endAt,
      extras: row.clockifyExtras,
    };
    if (row.clockifyId) {
      try {
        const updated = await client.updateTimeEntry(
          member,
          member.workspaceId,
          row.clockifyId,
          fields,
        );
        return synced(row, updated.id, extrasOf(updated));
      } catch (error) {
        if (!(error instanceof ClockifyError && error.failure === 'entryGone')) throw error;
        // Deleted in Clockify while the change waited: created again, so no hours are lost.
        return release(row, { clockifyId: null, clockifyExtras: null });
      }
    }
    if (row.createUncertain && (await adoptEarlierCreate(member, row))) return;
    await db
      .update(clockifyEntries)
      .set({ createUncertain: true })
      .where(eq(clockifyEntries.id, row.id));
    const created = await client.createTimeEntry(member, member.workspaceId, fields);
    await synced(row, created.id, extrasOf(created));
  }

  /** A create that got no answer may have been made: Clockify's entry at that start is adopted. */
  async function adoptEarlierCreate(member: ConnectedMember, row: EntryRow) {
    const second = 1000;
    // Entries begun from that moment on, matched here: what `end` filters on is not documented.
    const entries = await deps.timeTracking.client.listTimeEntries(
      member,
      member.workspaceId,
      member.clockifyUserId,
      { from: new Date(row.startAt.getTime() - second) },
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
    await release(row, {
      clockifyId: made.id,
      createUncertain: false,
      clockifyExtras: extrasOf(made),
    });
    return true;
  }

  async function synced(row: EntryRow, clockifyId: string, extras: EntryRow['clockifyExtras']) {
    await clearKeyProblem(db, row.userId);
    await release(row, {
      clockifyId,
      clockifyExtras: extras,
      syncedVersion: row.version,
      createUncertain: false,
      retryAt: null,
      lastError: null,
      failedSends: 0,
      updatedAt: at(),
    });
  }

  async function failed(
    row: EntryRow,
    error: ClockifyError,
    usedKey: string | undefined,
  ): Promise<SendResult> {
    if (error.failure === 'overBudget') {
      // Never asked: a create that was marked uncertain was not sent.
      await release(row, row.clockifyId ? {} : { createUncertain: row.createUncertain });
      return 'noRoom';
    }
    // Only a create that got no answer, or an answer the site cannot read, may have been made.
    const unknownOutcome = ['notResponding', 'timedOut', 'unreadable'].includes(error.failure);
    const outcome = unknownOutcome ? {} : { createUncertain: row.createUncertain };
    // A 401 is about the key. A 403 on a write may be about this entry alone (a locked one,
    // another's), so it waits like any refusal of an entry.
    if (error.failure === 'invalidKey') {
      await noteRefusedKey(deps, row.userId, usedKey, error.message);
      await claimTurn(db, `key-retry:${row.userId}`, at(), 0);
      await release(row, { ...outcome, lastError: error.message });
      return 'failed';
    }
    const firstWait =
      unknownOutcome || error.failure === 'rateLimited'
        ? (deps.timeTracking.retryAfterOutageMs ?? RETRY_AFTER_OUTAGE_MS)
        : RETRY_AFTER_REFUSAL_MS;
    const wait = Math.min(MAX_RETRY_MS, firstWait * 2 ** row.failedSends);
    await release(row, {
      ...outcome,
      lastError: error.message,
      retryAt: new Date(now() + wait),
      failedSends: row.failedSends + 1,
    });
    return 'failed';
  }

  /**
   * Sends what waits and fits, oldest first; a member's only, when given. An entry that fails for
   * another reason than Clockify's waits a while and holds back no one else's; the first such
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
        if (result === 'noRoom') return rethrow(unexpected);
        if (result === 'sent') progressed = true;
      }
    }
    return rethrow(unexpected);
  }

  return { sendWaiting };
}

function rethrow(error: unknown) {
  if (error) throw error;
}
