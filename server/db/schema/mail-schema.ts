// The tables of the site's mail (decision 41): the outbox every mail is written to before it is
// sent, the invitations admins send, and the notices each address has turned off.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvitationRole, MailKind, MailState, NoticeKind } from '../../../common/admin/mail';
import { users } from './site-schema';

/** Who waits in an admins' digest: written so that the digest can be rendered again as it grows. */
export interface DigestPerson {
  name: string;
  email: string;
  /** ISO timestamp of the first sign-in, or of the claim. */
  at: string;
  /** The team card a member claims, for a claim; none for a sign-in that waits for approval. */
  card?: string;
}

/**
 * Every mail, written in the transaction of the change that causes it and sent afterwards by the
 * sender of any instance (server/features/mail/mail-sender.ts). Its parts are rendered when it is
 * written, so the outbox shows exactly what the recipient gets.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<MailKind>().notNull(),
    recipient: text('recipient').notNull(),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    textBody: text('text_body').notNull(),
    /** The one-click unsubscribe address of a notice (List-Unsubscribe); null for account mail. */
    unsubscribeUrl: text('unsubscribe_url'),
    /** The same Message-ID on every attempt, so that a mail sent twice after a crash reads as one. */
    messageId: text('message_id').notNull().unique(),
    state: text('state').$type<MailState>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a waiting mail may be tried: a claim moves it on by one attempt's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last attempt began: the site-wide rate counts these. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The event an event reminder or notice tells of: a waiting reminder goes when it changes. */
    eventId: uuid('event_id'),
    /** An admins' digest keeps whom it lists, and grows until its first attempt. */
    digest: jsonb('digest').$type<DigestPerson[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When sending began: when written, or when an admin chose "Send again". Retries stop 3 days on. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'waiting'`),
    index('mail_outbox_created_idx').on(table.createdAt),
    index('mail_outbox_attempt_idx').on(table.lastAttemptAt),
    index('mail_outbox_recipient_kind_idx').on(table.recipient, table.kind, table.createdAt),
    index('mail_outbox_event_idx').on(table.eventId).where(sql`${table.eventId} is not null`),
  ],
);

/** An admin's invitation: its link's token is kept only as a hash, as a session id is. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name'),
    role: text('role').$type<InvitationRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('invitations_email_idx').on(table.email)],
);

/** A notice an address does not want (from /profile, or one click in the mail). */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    email: text('email').notNull(),
    kind: text('kind').$type<NoticeKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.kind] })],
);
