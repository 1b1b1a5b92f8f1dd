// Sends what waits in the outbox. Every instance runs a sender; each claims its rows (an advisory
// lock for the site-wide rate, then FOR UPDATE SKIP LOCKED), so each mail is sent by one of them.
// A claim moves the mail's next attempt on by a lease long enough for the whole batch, tried one
// after another: if the instance dies mid-send, another tries again after it, with the same
// Message-ID. A failure waits 1 minute, doubling up to 6 hours, and after 3 days the mail is marked
// failed. Rows older than the outbox keeps are deleted.
import { and, count, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { OUTBOX_KEEP_DAYS } from '../../../common/admin/mail';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema/mail-schema';
import type { ResolvedConfig } from '../../local-secrets';
import { type MailTransport, smtpTransport } from './smtp-transport';

type OutboxRow = typeof mailOutbox.$inferSelect;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface MailSenderOptions {
  /** Tests run rounds themselves with sendDueMail. */
  background?: boolean;
  /** The first wait after a failure; it doubles up to `longestRetryMs`. */
  firstRetryMs?: number;
  longestRetryMs?: number;
  /** How long an attempt may take before it counts as failed. */
  attemptTimeoutMs?: number;
  /** How often each instance looks for due mail. */
  pollMs?: number;
}

export const defaultSenderOptions = {
  firstRetryMs: MINUTE_MS,
  longestRetryMs: 6 * 60 * MINUTE_MS,
  attemptTimeoutMs: 10_000,
  pollMs: 2_000,
};

/** After this long, a mail that could not be sent is marked failed. */
const GIVE_UP_AFTER_MS = 3 * DAY_MS;
/** Mail claimed at once by one instance in one round. */
const BATCH = 10;
/** One key for every instance's claim, so that together they keep to the rate. */
const CLAIM_LOCK = 'mail-outbox-claim';

/** Not the app's Deps, which hold the sender: the sender needs only these. */
type SenderDeps = { db: Database; config: ResolvedConfig };

export interface MailSender {
  /** Sends what is due now; answers how many this instance sent. */
  sendDue(now?: Date): Promise<number>;
  close(): void;
}

export function createMailSender(
  deps: SenderDeps,
  options: MailSenderOptions = {},
  transport: MailTransport | undefined = deps.config.mail.smtpUrl
    ? smtpTransport(deps.config.mail.smtpUrl, options.attemptTimeoutMs ?? 10_000)
    : undefined,
): MailSender {
  const settings = { ...defaultSenderOptions, ...options };
  // The last mail of a batch is tried after all the others: its claim lasts until then, and two
  // attempts more.
  const leaseOf = (batch: number) => settings.attemptTimeoutMs * (batch + 2);
  // Set at shutdown: the mail claimed but not yet tried waits for its lease and another round.
  let closing = false;

  async function claim(now: Date): Promise<OutboxRow[]> {
    return deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CLAIM_LOCK}))`);
      const room = deps.config.mail.ratePerMinute - (await attemptsInLastMinute(tx, now));
      if (room <= 0) return [];
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.state, 'waiting'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(Math.min(room, BATCH))
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastAttemptAt: now,
          nextAttemptAt: new Date(now.getTime() + leaseOf(due.length)),
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async function sendOne(row: OutboxRow): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.send(row);
    } catch (error) {
      await noteFailure(row, error instanceof Error ? error.message : String(error));
      return false;
    }
    await deps.db
      .update(mailOutbox)
      .set({ state: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, row.id));
    return true;
  }

  async function noteFailure(row: OutboxRow, message: string) {
    const now = Date.now();
    const wait = Math.min(settings.longestRetryMs, settings.firstRetryMs * 2 ** (row.attempts - 1));
    const givesUp = now + wait - row.queuedAt.getTime() > GIVE_UP_AFTER_MS;
    await deps.db
      .update(mailOutbox)
      .set({
        state: givesUp ? 'failed' : 'waiting',
        lastError: message.slice(0, 1000),
        nextAttemptAt: new Date(now + wait),
      })
      // Only while the claim is this attempt's: a late failure never undoes another's sending.
      .where(
        and(
          eq(mailOutbox.id, row.id),
          eq(mailOutbox.state, 'waiting'),
          eq(mailOutbox.attempts, row.attempts),
        ),
      );
  }

  return {
    async sendDue(now = new Date()) {
      if (!transport) return 0;
      let sent = 0;
      for (let batch = await claim(now); batch.length > 0; batch = await claim(new Date())) {
        for (const row of batch) {
          if (closing) return sent;
          if (await sendOne(row)) sent += 1;
        }
      }
      return sent;
    },
    close: () => {
      closing = true;
      transport?.close();
    },
  };
}

async function attemptsInLastMinute(tx: Database, now: Date): Promise<number> {
  const [row] = await tx
    .select({ attempts: count() })
    .from(mailOutbox)
    .where(gt(mailOutbox.lastAttemptAt, new Date(now.getTime() - MINUTE_MS)));
  return row?.attempts ?? 0;
}

/** Deletes mail older than the outbox keeps. */
export async function forgetOldMail(db: Database, now: Date) {
  await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, new Date(now.getTime() - OUTBOX_KEEP_DAYS * DAY_MS)));
}

/**
 * Starts this instance's sender: a round every `pollMs`, and the sweep of old mail once an hour.
 * Answers the function that stops it once its round is done.
 */
export function startMailSender(
  sender: MailSender,
  db: Database,
  log: FastifyBaseLogger,
  pollMs = defaultSenderOptions.pollMs,
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let lastSweep = 0;

  const runRound = async () => {
    try {
      if (Date.now() - lastSweep > 60 * MINUTE_MS) {
        lastSweep = Date.now();
        await forgetOldMail(db, new Date());
      }
      await sender.sendDue();
    } catch (error) {
      log.warn({ err: error }, 'the outbox could not be sent');
    }
    if (stopped) return;
    timer = setTimeout(() => {
      round = runRound();
    }, pollMs);
    timer.unref();
  };
  round = runRound();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    sender.close();
    await round;
  };
}
