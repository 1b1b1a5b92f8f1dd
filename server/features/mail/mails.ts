// What each mail says. Each function answers the mail's content; mail-layout.ts dresses it in the
// club's colours, and outbox.ts writes it.

import type { InvitationRole } from '../../../common/admin/mail';
import type { Role } from '../../../common/auth/access';
import { TYPICAL_APPROVAL_TIME } from '../../../common/club/club-facts';
import { interestLevelOptions } from '../../../common/contact/interest-form';
import type { DigestPerson } from '../../db/schema/mail-schema';
import type { MailContent } from './mail-layout';

/** Links in mail are absolute: a mail is read far from the site. */
export type SiteLink = (path: string) => string;

const roleNames: Record<Role, string> = {
  pending: 'pending',
  member: 'Member',
  designer: 'Designer',
  admin: 'Admin',
};

const article = (role: Role) => (role === 'admin' ? 'an' : 'a');

/** How a person reaches the club: its address where it gave one, else its contact form. */
const reachTheClub = (contactEmail: string | null) =>
  contactEmail ? `write to ${contactEmail}` : 'use the contact form on the site';

export function applicationReceivedMail(
  clubName: string,
  contactEmail: string | null,
  link: SiteLink,
): MailContent {
  return {
    subject: `Your application to ${clubName} is received`,
    heading: 'We have your application',
    paragraphs: [
      `Thanks for signing in to ${clubName}. An administrator needs to approve your account before you can reach the members area; approval typically takes ${TYPICAL_APPROVAL_TIME}.`,
      'We will email you as soon as it is done.',
      contactEmail
        ? `Questions meanwhile? Write to ${contactEmail}.`
        : 'Questions meanwhile? Use the contact form on the site.',
    ],
    action: { label: 'See where your application stands', url: link('/pending-approval') },
  };
}

/**
 * The admins' digest of who waits for them: people who signed in and wait for approval, and
 * members who claim the team card that carries their address.
 */
export function approvalDigestMail(people: DigestPerson[], link: SiteLink): MailContent {
  const count = people.length;
  const claims = people.filter((person) => person.card !== undefined).length;
  return {
    subject:
      count === 1
        ? `${people[0]?.name ?? 'Someone'} is waiting for approval`
        : `${count} people are waiting for approval`,
    heading:
      count === 1 ? 'Someone is waiting for approval' : `${count} people are waiting for approval`,
    paragraphs: [digestIntroduction(count, claims)],
    list: people.map((person) =>
      person.card !== undefined
        ? `${person.email} claims the team card "${person.card}"`
        : person.name === person.email
          ? person.email
          : `${person.name} (${person.email})`,
    ),
    action: {
      label: 'Review in the admin panel',
      url: link(claims === count ? TEAM_CARDS_EDITOR : '/admin#users'),
    },
  };
}

/** Where an admin links a claimed card: the Website Editor's Team tab. */
const TEAM_CARDS_EDITOR = '/admin/edit?tab=team';

function digestIntroduction(count: number, claims: number): string {
  if (claims === 0) {
    return count === 1
      ? 'This person signed in and cannot reach the members area until an admin approves them:'
      : 'These people signed in and cannot reach the members area until an admin approves them:';
  }
  if (claims === count) {
    return count === 1
      ? 'This member claims the team card that carries their sign-in address. It becomes theirs to change once an admin links it to their account:'
      : 'These members claim the team cards that carry their sign-in addresses. Each becomes theirs to change once an admin links it to their account:';
  }
  return 'These people wait for an admin: those who signed in cannot reach the members area until approved, and a member who claims a team card can change it once an admin links it to their account:';
}

export function approvedMail(clubName: string, role: Role, link: SiteLink): MailContent {
  return {
    subject: `Welcome to ${clubName}: your account is approved`,
    heading: 'Your account is approved',
    paragraphs: [
      `An admin of ${clubName} approved your account as ${article(role)} ${roleNames[role]}. The members area is open to you now.`,
    ],
    action: { label: 'Open the members area', url: link('/members') },
  };
}

export function declinedMail(clubName: string, contactEmail: string | null): MailContent {
  return {
    subject: `Your request to join ${clubName}`,
    heading: 'Your request was not approved',
    paragraphs: [
      `An admin of ${clubName} declined your request to use the members area, and the account you signed in with is removed.`,
      `If you think this is a mistake, ${reachTheClub(contactEmail)}; you can sign in again to ask anew.`,
    ],
  };
}

export function reactivatedMail(clubName: string, role: Role, link: SiteLink): MailContent {
  return {
    subject: `Your membership of ${clubName} is active again`,
    heading: 'Welcome back',
    paragraphs: [
      `An admin of ${clubName} made your account active again, as ${article(role)} ${roleNames[role]}. The members area is open to you.`,
    ],
    action: { label: 'Open the members area', url: link('/members') },
  };
}

export function roleChangedMail(clubName: string, role: Role, link: SiteLink): MailContent {
  return {
    subject: `Your role at ${clubName} is now ${roleNames[role]}`,
    heading: `You are now ${article(role)} ${roleNames[role]}`,
    paragraphs: [`An admin of ${clubName} changed your role to ${roleNames[role]}.`],
    action: { label: 'Open the members area', url: link('/members') },
  };
}

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  majorYear: string | null;
  interestLevel: string;
  message: string;
}

const interestLabel = (value: string) =>
  interestLevelOptions.find((option) => option.value === value)?.label ?? value;

export function contactMessageMail(submission: ContactMessage, link: SiteLink): MailContent {
  const name = `${submission.firstName} ${submission.lastName}`;
  return {
    subject: `Interest form: ${name}`,
    heading: `${name} wrote through the interest form`,
    paragraphs: ['Reply to this email to answer them directly.'],
    list: [
      `Email: ${submission.email}`,
      `Major and year: ${submission.majorYear ?? 'not given'}`,
      `Interest: ${interestLabel(submission.interestLevel)}`,
    ],
    quote: submission.message,
    action: { label: 'Open the contact inbox', url: link('/admin#inbox') },
  };
}

export function clockifyKeyRefusedMail(link: SiteLink): MailContent {
  return {
    subject: 'Clockify stopped accepting your key',
    heading: 'Your time entries are waiting',
    paragraphs: [
      'Clockify no longer accepts the API key you connected, so the timers you start and stop on the site wait here and are not sent.',
      'Nothing is lost: connect a new key on your profile (Clockify: Preferences, Advanced) and your waiting entries go to Clockify.',
    ],
    action: { label: 'Connect a new key', url: link('/profile') },
  };
}

export function invitationMail(
  clubName: string,
  invitation: { name: string | null; role: InvitationRole; email: string; expiresAt: Date },
  invitationUrl: string,
): MailContent {
  const greeting = invitation.name ? `Hi ${invitation.name},` : 'Hi,';
  const until = invitation.expiresAt.toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return {
    subject: `You're invited to join ${clubName}`,
    heading: `Join ${clubName} on its website`,
    paragraphs: [
      greeting,
      `An admin of ${clubName} invited you to the club's website as ${article(invitation.role)} ${roleNames[invitation.role]}. Sign in with ${invitation.email} and your account is ready at once: no waiting for approval.`,
      `This invitation is valid until ${until}.`,
    ],
    action: { label: 'Accept the invitation', url: invitationUrl },
  };
}

/** An admin linked a team card to the member's account: the card is now theirs to keep. */
export function teamCardLinkedMail(
  clubName: string,
  cardName: string,
  link: SiteLink,
): MailContent {
  return {
    subject: `Your card on the ${clubName} team is yours to keep`,
    heading: 'Your team card is linked to your account',
    paragraphs: [
      `An admin of ${clubName} linked the team card "${cardName}" to your account.`,
      'You can now change its photo, bio, major, year, subteam and LinkedIn yourself, from your profile. Each change shows on the site at once.',
    ],
    action: { label: 'Edit your card', url: link('/profile#team-card') },
  };
}

/** The card the member kept went to another account, or to none. */
export function teamCardUnlinkedMail(
  clubName: string,
  cardName: string,
  contactEmail: string | null,
): MailContent {
  return {
    subject: `Your card on the ${clubName} team is no longer linked to you`,
    heading: 'Your team card was unlinked',
    paragraphs: [
      `An admin of ${clubName} unlinked the team card "${cardName}" from your account, so you can no longer change it from your profile.`,
      `If this is a mistake, ${reachTheClub(contactEmail)}.`,
    ],
  };
}

/** An admin refused the member's claim on a team card: it is not theirs to change. */
export function teamCardClaimRefusedMail(
  clubName: string,
  cardName: string,
  contactEmail: string | null,
): MailContent {
  return {
    subject: `Your claim on a card of the ${clubName} team was not confirmed`,
    heading: 'Your team card claim was not confirmed',
    paragraphs: [
      `An admin of ${clubName} did not link the team card "${cardName}" to your account, so you cannot change it from your profile.`,
      `If the card is yours, ${reachTheClub(contactEmail)}.`,
    ],
  };
}
