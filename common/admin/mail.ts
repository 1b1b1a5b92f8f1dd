// The site's mail as admins and members see it: the outbox, invitations and each person's mail
// settings. One schema for the server's routes and the client's forms (decision 41).
import { z } from 'zod';
import { roles } from '../auth/access';
import { listPageField } from './list-page';

// ---- Kinds of mail ----

/** Mail that a person needs to use the site: it always goes. */
export const accountMailKinds = [
  'application-received',
  'approved',
  'declined',
  'reactivated',
  'role-changed',
  'invitation',
  'team-card',
] as const;

/** Notices a person may turn off, from /profile or with one click in the mail. */
export const noticeKinds = [
  'approval-requests',
  'contact-messages',
  'clockify-notices',
  'event-reminders',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

export const mailKinds = [...accountMailKinds, ...noticeKinds] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailKindLabels: Record<MailKind, string> = {
  'application-received': 'Application received',
  approved: 'Account approved',
  declined: 'Request declined',
  reactivated: 'Membership active again',
  'role-changed': 'Role changed',
  invitation: 'Invitation',
  'team-card': 'Team card linked, unlinked or claim refused',
  'approval-requests': 'Waiting for approval',
  'contact-messages': 'Interest form message',
  'clockify-notices': 'Clockify key refused',
  'event-reminders': 'Event reminder',
};

export const noticeDescriptions: Record<NoticeKind, { label: string; description: string }> = {
  'approval-requests': {
    label: 'People waiting for approval',
    description:
      'Admins: at most one email an hour listing who signed in and waits for you, and who claims a team card.',
  },
  'contact-messages': {
    label: 'Interest form messages',
    description: 'Admins: each message sent through the interest form, ready to answer.',
  },
  'clockify-notices': {
    label: 'Clockify notices',
    description: 'When Clockify stops accepting your key and your time entries wait.',
  },
  'event-reminders': {
    label: 'Event reminders',
    description: 'A day before an event you are going to, and when one is moved or cancelled.',
  },
};

// ---- The outbox ----

export const mailStates = ['waiting', 'sent', 'failed', 'off'] as const;
export type MailState = (typeof mailStates)[number];

export const mailStateLabels: Record<MailState, string> = {
  waiting: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
  off: 'Not sent: mail is off',
};

export const OUTBOX_PATH = '/api/admin/outbox';
export const OUTBOX_PAGE_SIZE = 50;
/** Mail older than this leaves the outbox. */
export const OUTBOX_KEEP_DAYS = 90;

export const outboxQuerySchema = z.object({ page: listPageField });

export const outboxItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(mailKinds),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(mailStates),
  /** The SMTP server's last answer, or why the last attempt failed. */
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  /** ISO timestamps. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a waiting mail is tried next. */
  nextAttemptAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** False while SMTP_URL is unset: mail is kept here, not sent. */
  sending: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** The mail as its recipient reads it. */
export const outboxMailSchema = outboxItemSchema.extend({
  from: z.string(),
  replyTo: z.string().nullable(),
  text: z.string(),
  /** The HTML part, for a frame with `sandbox=""` and `srcdoc`: no script runs, no link leaves. */
  html: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailIdParamsSchema = z.object({ id: z.uuid('Unknown mail id') });

export const ONLY_FAILED_RESEND_MESSAGE = 'Only a failed email can be sent again.';

// ---- Invitations ----

export const INVITATIONS_PATH = '/api/admin/invitations';
export const MAX_INVITATIONS = 200;
export const INVITATION_DAYS = 14;
/** The roles an invitation can give: an invited person is approved by the invitation itself. */
export const invitationRoles = roles.filter((role) => role !== 'pending') as [
  'member',
  'designer',
  'admin',
];
export type InvitationRole = (typeof invitationRoles)[number];

const NO_LINE_BREAK = /^[^\r\n]*$/;

export const invitationInputSchema = z.object({
  email: z
    .string({ error: 'Enter a valid email address' })
    .trim()
    .max(254, 'Enter a valid email address')
    .pipe(z.email('Enter a valid email address'))
    .transform((email) => email.toLowerCase()),
  role: z.enum(invitationRoles, { error: 'Role must be member, designer or admin' }),
  /** How the mail greets the person; optional. */
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .regex(NO_LINE_BREAK, 'Name must be on one line')
    .nullish()
    .transform((value) => value || null),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const invitationsRequestSchema = z.object({
  invitations: z
    .array(invitationInputSchema, { error: 'invitations must be a list' })
    .min(1, 'Enter at least one email address')
    .max(MAX_INVITATIONS, `At most ${MAX_INVITATIONS} invitations at once`),
});

export const invitationOutcomes = ['invited', 'has-account', 'already-invited'] as const;
export type InvitationOutcome = (typeof invitationOutcomes)[number];

export const invitationOutcomeSchema = z.object({
  email: z.string(),
  outcome: z.enum(invitationOutcomes),
  message: z.string(),
});
export type InvitationOutcomeItem = z.infer<typeof invitationOutcomeSchema>;

export const invitationsResultSchema = z.object({
  results: z.array(invitationOutcomeSchema),
  message: z.string(),
});
export type InvitationsResult = z.infer<typeof invitationsResultSchema>;

export const invitationStates = ['waiting', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof invitationStates)[number];

export const invitationStateLabels: Record<InvitationState, string> = {
  waiting: 'Waiting',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(invitationRoles),
  state: z.enum(invitationStates),
  invitedBy: z.string().nullable(),
  /** ISO timestamps. */
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsSchema = z.array(invitationSchema);

/** What sending an invitation again and revoking one answer: what happened, for the admin. */
export const invitationMessageSchema = z.object({ message: z.string() });

export const invitationIdParamsSchema = z.object({ id: z.uuid('Unknown invitation id') });

/** What the link in an invitation shows, before the person signs in. */
export const INVITATION_LINK_PATH = '/api/invitations';
export const invitationTokenParamsSchema = z.object({
  token: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'This invitation link is not valid.'),
});
export const invitationLinkSchema = z.object({
  state: z.enum(invitationStates),
  email: z.string(),
  role: z.enum(invitationRoles),
  clubName: z.string(),
  expiresAt: z.string(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const INVITATION_NOT_FOUND_MESSAGE = 'This invitation link is not valid.';

export const invitationLinkMessages: Record<Exclude<InvitationState, 'waiting'>, string> = {
  accepted: 'This invitation has been used. Sign in to reach the site.',
  expired: 'This invitation has expired. Ask an admin of the club to send you a new one.',
  revoked: 'This invitation was withdrawn. Ask an admin of the club if you think it is a mistake.',
};

// ---- Each person's mail settings ----

export const MAIL_SETTINGS_PATH = '/api/profile/mail-settings';

/** Whether each notice is on; account mail is always on. */
export const mailSettingsSchema = z.object({
  'approval-requests': z.boolean({ error: 'Choose on or off' }),
  'contact-messages': z.boolean({ error: 'Choose on or off' }),
  'clockify-notices': z.boolean({ error: 'Choose on or off' }),
  'event-reminders': z.boolean({ error: 'Choose on or off' }),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** One-click unsubscribe (RFC 8058): the token in the mail names the address and the notice. */
export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'This unsubscribe link is not valid.' })
    .max(1000, 'This unsubscribe link is not valid.')
    .regex(/^[A-Za-z0-9_.-]+$/, 'This unsubscribe link is not valid.'),
});
export const unsubscribeResultSchema = z.object({
  kind: z.enum(noticeKinds),
  email: z.string(),
  message: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
