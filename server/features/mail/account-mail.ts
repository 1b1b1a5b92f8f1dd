// The mail that tells people about their own account, and the admins about the people and messages
// that wait for them. Each is called inside the transaction of the change it tells of.
import { eq } from 'drizzle-orm';
import { displayName } from '../../../common/admin/admin';
import { accountState, type Role } from '../../../common/auth/access';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/site-schema';
import { queueApprovalDigests, withdrawFromApprovalDigests } from './approval-digest';
import type { MailContent } from './mail-layout';
import {
  applicationReceivedMail,
  approvedMail,
  type ContactMessage,
  clockifyKeyRefusedMail,
  contactMessageMail,
  declinedMail,
  reactivatedMail,
  roleChangedMail,
} from './mails';
import { activeAdminEmails, type MailConfig, mailContext, writeMail } from './outbox';

interface Person {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** A first sign-in that waits for approval: the person hears it is received; the admins, a digest. */
export async function mailNewApplicant(tx: Database, config: MailConfig, person: Person) {
  const context = await mailContext(tx, config);
  await writeMail(tx, config, context, {
    kind: 'application-received',
    to: person.email,
    content: applicationReceivedMail(context.club.name, context.club.contactEmail, context.link),
  });
  await queueApprovalDigests(tx, config, context, {
    name: displayName({ firstName: null, lastName: null, ...person }),
    email: person.email,
    at: new Date().toISOString(),
  });
}

interface Access {
  role: Role;
  isActive: number;
}

/**
 * An admin's change of a person's role or status: an approval, a return from inactive, or a new
 * role is told to them; a deactivation is not (the person reads it when they next sign in).
 */
export async function mailAccessChange(
  tx: Database,
  config: MailConfig,
  email: string,
  before: Access,
  after: Access,
) {
  if (accountState(before) === 'pending' && accountState(after) !== 'pending') {
    await withdrawFromApprovalDigests(tx, config, email);
  }
  if (accountState(after) !== 'active') return;
  const context = await mailContext(tx, config);
  const write = (kind: 'approved' | 'reactivated' | 'role-changed', content: MailContent) =>
    writeMail(tx, config, context, { kind, to: email, content });
  const was = accountState(before);
  if (was === 'pending') {
    await write('approved', approvedMail(context.club.name, after.role, context.link));
  } else if (was === 'inactive') {
    await write('reactivated', reactivatedMail(context.club.name, after.role, context.link));
  } else if (before.role !== after.role) {
    await write('role-changed', roleChangedMail(context.club.name, after.role, context.link));
  }
}

/** A declined request: the person hears it, and where to ask if it was a mistake. */
export async function mailDeclined(tx: Database, config: MailConfig, email: string) {
  await withdrawFromApprovalDigests(tx, config, email);
  const context = await mailContext(tx, config);
  await writeMail(tx, config, context, {
    kind: 'declined',
    to: email,
    content: declinedMail(context.club.name, context.club.contactEmail),
  });
}

/** An interest-form message goes to the club's contact address, else to the admins; Reply-To answers the sender. */
export async function mailContactMessage(
  tx: Database,
  config: MailConfig,
  message: ContactMessage,
) {
  const context = await mailContext(tx, config);
  const recipients = context.club.contactEmail
    ? [context.club.contactEmail]
    : await activeAdminEmails(tx);
  for (const to of recipients) {
    await writeMail(tx, config, context, {
      kind: 'contact-messages',
      to,
      replyTo: message.email,
      content: contactMessageMail(message, context.link),
    });
  }
}

/** Clockify stopped accepting a member's key: told once, when the site first notices. */
export async function mailClockifyKeyRefused(tx: Database, config: MailConfig, userId: string) {
  const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!member) return;
  const context = await mailContext(tx, config);
  await writeMail(tx, config, context, {
    kind: 'clockify-notices',
    to: member.email,
    content: clockifyKeyRefusedMail(context.link),
  });
}
