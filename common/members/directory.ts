// The members' directory (decision 58): what each member shares with the others from /profile, and
// the list of approved members that /members/directory searches. Nothing is shared until its owner
// turns it on, and a detail that is not shared is left out of every answer, not sent empty.
import { z } from 'zod';
import { listPageField } from '../admin/list-page';
import { optionalText } from '../editor/editor-fields';

export const DIRECTORY_CONTACTS_PATH = '/api/profile/directory';
export const MEMBERS_DIRECTORY_PATH = '/api/members/directory';
export const MEMBERS_DIRECTORY_CSV_PATH = '/api/admin/members-directory.csv';
export const MEMBERS_DIRECTORY_PAGE = '/members/directory';

/** Members a page of the directory holds: a phone screen of cards, or a few rows of a table. */
export const MEMBERS_DIRECTORY_PAGE_SIZE = 24;

export const contactKinds = ['email', 'phone', 'chat'] as const;
export type ContactKind = (typeof contactKinds)[number];

/** How each detail is named in a sentence. */
export const contactLabels: Record<ContactKind, string> = {
  email: 'email address',
  phone: 'phone number',
  chat: 'chat handle',
};

export const PHONE_MAX = 30;
export const CHAT_MAX = 100;
export const PHONE_MESSAGE = 'Phone must be a phone number: digits, spaces and + ( ) - .';

/** A number as a person types it ("+1 (555) 010-0199"), at least one digit; null when empty. */
const phoneField = z
  .string({ error: 'Phone must be text' })
  .trim()
  .max(PHONE_MAX, `Phone must be at most ${PHONE_MAX} characters`)
  .refine((value) => value === '' || /^[\d+().\- ]*\d[\d+().\- ]*$/.test(value), PHONE_MESSAGE)
  .nullish()
  .transform((value) => value || null);

const shareFlag = (label: string) =>
  z.boolean({ error: `Share ${label} must be true or false` }).default(false);

export const PHONE_TO_SHARE_MESSAGE = 'Enter a phone number to share it';
export const CHAT_TO_SHARE_MESSAGE = 'Enter a chat handle to share it';

/**
 * PUT /api/profile/directory, and the form of the profile's Directory card. A detail turned on for
 * sharing must be given: the member would otherwise believe that members can reach them by it.
 */
export const directoryContactsInputSchema = z
  .object({
    phone: phoneField,
    chat: optionalText('Chat handle', CHAT_MAX),
    shareEmail: shareFlag('email'),
    sharePhone: shareFlag('phone'),
    shareChat: shareFlag('chat'),
  })
  .superRefine((contacts, context) => {
    if (contacts.sharePhone && !contacts.phone) {
      context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_TO_SHARE_MESSAGE });
    }
    if (contacts.shareChat && !contacts.chat) {
      context.addIssue({ code: 'custom', path: ['chat'], message: CHAT_TO_SHARE_MESSAGE });
    }
  });
export type DirectoryContactsInput = z.input<typeof directoryContactsInputSchema>;
export type DirectoryContactsChange = z.output<typeof directoryContactsInputSchema>;

/** GET and PUT /api/profile/directory: the member's own details and what they share. */
export const directoryContactsSchema = z.object({
  phone: z.string().nullable(),
  chat: z.string().nullable(),
  shareEmail: z.boolean(),
  sharePhone: z.boolean(),
  shareChat: z.boolean(),
});
export type DirectoryContacts = z.infer<typeof directoryContactsSchema>;

export const NO_CONTACTS: DirectoryContacts = {
  phone: null,
  chat: null,
  shareEmail: false,
  sharePhone: false,
  shareChat: false,
};

/** GET MEMBERS_DIRECTORY_PATH: a page of the members whose name, role, subteam or major holds `search`. */
export const membersDirectoryQuerySchema = z.object({
  page: listPageField,
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(200, 'search must be at most 200 characters')
    .default(''),
  /** One of the club's subteams; empty for every member. */
  subteam: z
    .string({ error: 'subteam must be text' })
    .trim()
    .max(40, 'subteam must be at most 40 characters')
    .default(''),
});
export type MembersDirectoryQuery = z.input<typeof membersDirectoryQuerySchema>;

/**
 * One member as the others see them: the team card's role, subteam, year and major when their
 * account has one (null otherwise), and each contact detail only when they share it.
 */
export const directoryMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  subteam: z.string().nullable(),
  year: z.string().nullable(),
  major: z.string().nullable(),
  email: z.string().optional(),
  phone: z.string().optional(),
  chat: z.string().optional(),
});
export type DirectoryMember = z.infer<typeof directoryMemberSchema>;

export const membersDirectorySchema = z.object({
  items: z.array(directoryMemberSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many members match the search and subteam, on every page. */
  matching: z.number().int(),
});
export type MembersDirectory = z.infer<typeof membersDirectorySchema>;

/** GET /api/members/directory/{memberId}/{contact}: one shared detail, as a tap-to-call reads it. */
export const directoryContactParamsSchema = z.object({
  memberId: z.uuid('Unknown member'),
  contact: z.enum(contactKinds, { error: 'contact must be email, phone or chat' }),
});
export const directoryContactPath = (memberId: string, contact: string) =>
  `${MEMBERS_DIRECTORY_PATH}/${memberId}/${contact}`;

export const directoryContactSchema = z.object({
  memberId: z.string(),
  contact: z.enum(contactKinds),
  value: z.string(),
});
export type DirectoryContact = z.infer<typeof directoryContactSchema>;

export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found';

/** The refusal of a detail its owner has not shared, or has not filled in: the same either way. */
export const notSharedMessage = (contact: ContactKind) =>
  `This member does not share their ${contactLabels[contact]} in the directory.`;

/** A tel: address of a number as typed: its digits, and a leading + if it has one. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
