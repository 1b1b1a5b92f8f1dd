// A member's own team card (the card on the landing page's team section that an admin linked to
// their account, or that they claimed): what they may change themselves, and how they and the
// admins link a card to an account.
import { z } from 'zod';
import { adminTeamMemberSchema, graduationYear } from '../editor/editor';

export const TEAM_CARD_PATH = '/api/profile/team-card';
export const TEAM_CARD_CLAIM_PATH = `${TEAM_CARD_PATH}/claim`;
export const TEAM_CARD_PHOTO_PATH = `${TEAM_CARD_PATH}/photo`;
export const TEAM_CARD_GRADUATION_PATH = `${TEAM_CARD_PATH}/graduation`;
export const teamCardAccountPath = (id: string) => `/api/team-members/${id}/account`;
/** GET (admins): every account that keeps or claims a team card, for the editor's Team tab. */
export const TEAM_CARD_ACCOUNTS_PATH = '/api/admin/team-card-accounts';

/** What a member changes on their own card; its name, role, order and status stay the admins'. */
export const ownCardFields = [
  'imageUrl',
  'bio',
  'major',
  'year',
  'subteam',
  'linkedIn',
  'alumniNote',
] as const;
export type OwnCardField = (typeof ownCardFields)[number];

export const OWN_CARD_FIELD_REFUSAL =
  'Only an admin can change that part of your card: its name, role, order or status';

export const ownTeamCardSchema = adminTeamMemberSchema.omit({
  email: true,
  userId: true,
  claimedBy: true,
  isActive: true,
  sortOrder: true,
});
export type OwnTeamCard = z.infer<typeof ownTeamCardSchema>;

const namedCard = z.object({ id: z.string(), name: z.string() });

/** GET /api/profile/team-card: the member's card, else a claim waiting or a card they may claim. */
export const teamCardStateSchema = z.object({
  card: ownTeamCardSchema.nullable(),
  /** The card the member claimed, waiting for an admin to confirm. */
  claimed: namedCard.nullable(),
  /** A card whose email is the member's sign-in address and that nobody keeps yet. */
  claimable: namedCard.nullable(),
});
export type TeamCardState = z.infer<typeof teamCardStateSchema>;

/** PUT /api/team-members/{id}/account: the account that keeps the card, or null for none. */
export const cardAccountSchema = z.object(
  { userId: z.uuid({ error: 'Choose an account' }).nullable() },
  { error: 'Send { "userId": an account id, or null }' },
);

/** POST /api/profile/team-card/graduation: the member asks to be listed with a class. */
export const graduationRequestSchema = z.object(
  { graduationYear: graduationYear().unwrap() },
  { error: 'Send { "graduationYear": a year }' },
);
