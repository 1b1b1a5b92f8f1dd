// Writing a mail: into the outbox, inside the transaction of the change that causes it, so that the
// change and its mail commit together or not at all. The sender (mail-sender.ts) sends it later;
// nothing here waits for an SMTP server. Without SMTP_URL a mail is kept as "off": shown, not sent.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { type MailKind, type NoticeKind, noticeKinds } from '../../../common/admin/mail';
import type { Database } from '../../db/database';
import { type DigestPerson, mailOptOuts, mailOutbox } from '../../db/schema/mail-schema';
import { users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { readClubSettings } from '../content/club-settings';
import { type MailClub, type MailContent, renderMail } from './mail-layout';
import type { SiteLink } from './mails';
import { unsubscribeToken } from './unsubscribe-token';

export type MailConfig = Pick<Deps['config'], 'publicUrl' | 'mail' | 'sessionSecret'>;

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  replyTo?: string;
  content: MailContent;
  /** Whom an admins' digest lists. */
  digest?: DigestPerson[];
  /** Not before this time (an admins' digest waits an hour after the last one). */
  notBefore?: Date;
  /** The event the mail tells of. */
  eventId?: string;
}

/** The club as a mail shows it, read in the transaction that writes the mail. */
export interface MailContext {
  club: MailClub & { contactEmail: string | null };
  from: string;
  link: SiteLink;
}

export const isNotice = (kind: MailKind): kind is NoticeKind =>
  (noticeKinds as readonly string[]).includes(kind);

export async function mailContext(tx: Database, config: MailConfig): Promise<MailContext> {
  const settings = await readClubSettings(tx);
  const link: SiteLink = (path) => new URL(path, config.publicUrl).href;
  return {
    club: {
      name: settings.clubName,
      logoUrl: settings.logoUrl ? link(settings.logoUrl) : null,
      siteUrl: link('/'),
      contactEmail: settings.contactEmail,
    },
    from:
      config.mail.from ??
      `"${quotable(settings.clubName)}" <no-reply@${config.publicUrl.hostname}>`,
    link,
  };
}

/**
 * Writes one mail; answers its id, or null when it is a notice its recipient has turned off.
 * `tx` is the transaction of the change the mail tells of.
 */
export async function writeMail(
  tx: Database,
  config: MailConfig,
  context: MailContext,
  mail: OutgoingMail,
): Promise<string | null> {
  const to = mail.to.toLowerCase();
  if (isNotice(mail.kind) && (await hasTurnedOff(tx, to, mail.kind))) return null;
  const parts = mailParts(config, context, mail.kind, to, mail.content);
  const id = randomUUID();
  await tx.insert(mailOutbox).values({
    id,
    kind: mail.kind,
    recipient: to,
    fromAddress: context.from,
    replyTo: mail.replyTo ?? null,
    subject: mail.content.subject,
    html: parts.html,
    textBody: parts.text,
    unsubscribeUrl: parts.unsubscribeUrl,
    messageId: `<${id}@${config.publicUrl.hostname}>`,
    state: config.mail.smtpUrl ? 'waiting' : 'off',
    digest: mail.digest ?? null,
    eventId: mail.eventId ?? null,
    nextAttemptAt: mail.notBefore ?? new Date(),
  });
  return id;
}

/** The two parts of a mail, and for a notice the address that turns it off with one click. */
export function mailParts(
  config: MailConfig,
  context: MailContext,
  kind: MailKind,
  to: string,
  content: MailContent,
) {
  const token = isNotice(kind) ? unsubscribeToken(config.sessionSecret, to, kind) : null;
  const unsubscribeUrl = token ? context.link(`/api/mail/unsubscribe?token=${token}`) : null;
  const unsubscribePage = token ? context.link(`/unsubscribe?token=${token}`) : null;
  return { ...renderMail(context.club, content, unsubscribePage), unsubscribeUrl };
}

export async function hasTurnedOff(tx: Database, email: string, kind: NoticeKind) {
  const [row] = await tx
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.email, email.toLowerCase()), eq(mailOptOuts.kind, kind)));
  return row !== undefined;
}

/** A display name inside a quoted header phrase: no quote, backslash or line break of its own. */
function quotable(name: string): string {
  return name.replace(/["\\\r\n]/g, '').trim();
}

/** Every active admin's address, for mail to the admins. */
export async function activeAdminEmails(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, 1)))
    .orderBy(users.createdAt);
  return rows.map((row) => row.email);
}

/** The addresses of those of these accounts that are active, for mail to members. */
export async function activeMemberEmails(tx: Database, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.isActive, 1)));
  return rows.map((row) => row.email);
}
