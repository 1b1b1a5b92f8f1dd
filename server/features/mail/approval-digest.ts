// The admins' digest of people waiting for approval: at most one mail an hour to each admin, however
// many sign in. A digest not yet tried grows with each new person, and loses anyone an admin has
// approved or declined meanwhile; once tried, the next one waits until an hour after it was written.
import { and, desc, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type DigestPerson, mailOutbox } from '../../db/schema/mail-schema';
import { approvalDigestMail } from './mails';
import {
  activeAdminEmails,
  hasTurnedOff,
  type MailConfig,
  type MailContext,
  mailContext,
  mailParts,
  writeMail,
} from './outbox';

const HOUR_MS = 60 * 60 * 1000;

export async function queueApprovalDigests(
  tx: Database,
  config: MailConfig,
  context: MailContext,
  person: DigestPerson,
) {
  for (const admin of await activeAdminEmails(tx)) {
    const to = admin.toLowerCase();
    // An admin claiming their own card waits for the other admins, not for themself.
    if (to === person.email.toLowerCase()) continue;
    if (await hasTurnedOff(tx, to, 'approval-requests')) continue;
    const now = new Date();
    const [latest] = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, 'approval-requests')))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1)
      .for('update');
    if (latest && isOpen(latest, now)) {
      await rewriteDigest(tx, config, context, latest, [...(latest.digest ?? []), person]);
      continue;
    }
    const hourAfterLatest = latest ? latest.createdAt.getTime() + HOUR_MS : 0;
    await writeMail(tx, config, context, {
      kind: 'approval-requests',
      to,
      content: approvalDigestMail([person], context.link),
      digest: [person],
      notBefore: new Date(Math.max(now.getTime(), hourAfterLatest)),
    });
  }
}

/**
 * A person approved or declined no longer waits: the digests still gathering leave them out, and a
 * digest left with nobody is not sent at all.
 */
export async function withdrawFromApprovalDigests(tx: Database, config: MailConfig, email: string) {
  const now = new Date();
  const digests = await tx
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'approval-requests'),
        eq(mailOutbox.attempts, 0),
        or(
          eq(mailOutbox.state, 'waiting'),
          gt(mailOutbox.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      ),
    )
    .for('update');
  let context: MailContext | undefined;
  for (const digest of digests) {
    const people = digest.digest ?? [];
    if (!isOpen(digest, now) || !people.some((person) => person.email === email)) continue;
    const left = people.filter((person) => person.email !== email);
    if (left.length === 0) {
      await tx.delete(mailOutbox).where(eq(mailOutbox.id, digest.id));
      continue;
    }
    context ??= await mailContext(tx, config);
    await rewriteDigest(tx, config, context, digest, left);
  }
}

/** A digest still gathering, written anew for the people it now lists. */
async function rewriteDigest(
  tx: Database,
  config: MailConfig,
  context: MailContext,
  digest: typeof mailOutbox.$inferSelect,
  people: DigestPerson[],
) {
  const content = approvalDigestMail(people, context.link);
  const parts = mailParts(config, context, 'approval-requests', digest.recipient, content);
  await tx
    .update(mailOutbox)
    .set({ digest: people, subject: content.subject, html: parts.html, textBody: parts.text })
    .where(eq(mailOutbox.id, digest.id));
}

/** A digest still gathering: never tried, and (kept while mail is off) written within the hour. */
function isOpen(digest: typeof mailOutbox.$inferSelect, now: Date): boolean {
  if (digest.attempts > 0) return false;
  if (digest.state === 'waiting') return true;
  return digest.state === 'off' && now.getTime() - digest.createdAt.getTime() < HOUR_MS;
}
