// The admin's view of the outbox: a page of mail, newest first; one mail as its recipient reads it;
// and "Send again" for a failed one.
import { count, desc, eq } from 'drizzle-orm';
import {
  ONLY_FAILED_RESEND_MESSAGE,
  OUTBOX_PAGE_SIZE,
  type OutboxItem,
  type OutboxMail,
  type OutboxPage,
} from '../../../common/admin/mail';
import { mailOutbox } from '../../db/schema/mail-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { recordChange } from '../audit/record-change';

type OutboxRow = typeof mailOutbox.$inferSelect;

const toItem = (row: OutboxRow): OutboxItem => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  state: row.state,
  lastError: row.lastError,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.state === 'waiting' ? row.nextAttemptAt.toISOString() : null,
});

export async function readOutbox(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  page: number,
): Promise<OutboxPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ total: count() }).from(mailOutbox),
  ]);
  return {
    items: rows.map(toItem),
    page,
    pageSize: OUTBOX_PAGE_SIZE,
    total: total?.total ?? 0,
    sending: Boolean(config.mail.smtpUrl),
  };
}

async function outboxRow({ db }: Pick<Deps, 'db'>, id: string): Promise<OutboxRow> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new AppError(404, 'Email not found');
  return row;
}

export async function readOutboxMail(deps: Pick<Deps, 'db'>, id: string): Promise<OutboxMail> {
  const row = await outboxRow(deps, id);
  return {
    ...toItem(row),
    from: row.fromAddress,
    replyTo: row.replyTo,
    text: row.textBody,
    html: row.html,
  };
}

/** A failed mail waits again, to be tried at once by the sender of any instance. */
export async function resendMail(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  id: string,
): Promise<OutboxItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
    if (!row) throw new AppError(404, 'Email not found');
    if (row.state !== 'failed') throw new AppError(409, ONLY_FAILED_RESEND_MESSAGE);
    if (!config.mail.smtpUrl) {
      throw new AppError(409, 'Mail is off: set SMTP_URL on the server to send email.');
    }
    const [after] = await tx
      .update(mailOutbox)
      .set({ state: 'waiting', nextAttemptAt: new Date(), attempts: 0, queuedAt: new Date() })
      .where(eq(mailOutbox.id, id))
      .returning();
    if (!after) throw new Error('outbox update returned no row');
    await recordChange(tx, actor, {
      action: 'resend',
      entity: 'mail',
      entityId: id,
      before: { state: row.state, lastError: row.lastError },
      after: { state: 'waiting', recipient: row.recipient, subject: row.subject },
    });
    return toItem(after);
  });
}
