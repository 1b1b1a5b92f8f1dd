// A member's own team card: reading it, changing one of their fields through the website editor's
// own update (so the change is in the card's History, and / shows it at once), claiming the card
// that carries their sign-in address, and asking to be listed with a graduating class.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FieldChange } from '../../../common/editor/editor-fields';
import {
  OWN_CARD_FIELD_REFUSAL,
  type OwnCardField,
  ownCardFields,
  type TeamCardState,
} from '../../../common/team/team-card';
import { teamMembers } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import type { CurrentUser } from '../../http/access-guard';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { recordVersion } from '../audit/record-change';
import { teamMemberEntity } from '../editor/entities';
import { updateEntryField } from '../editor/service';
import { queueApprovalDigests } from '../mail/approval-digest';
import { mailContext } from '../mail/outbox';

type CardDeps = Pick<Deps, 'db' | 'publicCache' | 'config'>;
type Member = Pick<CurrentUser, 'id' | 'email'>;

const NO_CARD = 'No team card is linked to your account yet';

const cardColumns = {
  id: teamMembers.id,
  name: teamMembers.name,
  role: teamMembers.role,
  major: teamMembers.major,
  year: teamMembers.year,
  bio: teamMembers.bio,
  imageUrl: teamMembers.imageUrl,
  linkedIn: teamMembers.linkedIn,
  subteam: teamMembers.subteam,
  graduationYear: teamMembers.graduationYear,
  alumniNote: teamMembers.alumniNote,
  graduationRequested: teamMembers.graduationRequested,
};

/** The card's email is the member's sign-in address, compared as mail servers do: case aside. */
const sameEmail = (email: string) => sql`lower(${teamMembers.email}) = ${email.toLowerCase()}`;

export async function readTeamCardState({ db }: CardDeps, member: Member): Promise<TeamCardState> {
  const [card] = await db
    .select(cardColumns)
    .from(teamMembers)
    .where(eq(teamMembers.userId, member.id));
  if (card) return { card, claimed: null, claimable: null };
  const named = { id: teamMembers.id, name: teamMembers.name };
  const [claimed] = await db
    .select(named)
    .from(teamMembers)
    .where(eq(teamMembers.claimedBy, member.id));
  if (claimed) return { card: null, claimed, claimable: null };
  const [claimable] = await db
    .select(named)
    .from(teamMembers)
    .where(and(sameEmail(member.email), isNull(teamMembers.userId), isNull(teamMembers.claimedBy)))
    .limit(1);
  return { card: null, claimed: null, claimable: claimable ?? null };
}

/** The id of the card the member keeps; 404 while none is linked. */
export async function ownCardId({ db }: CardDeps, member: Member): Promise<string> {
  const [card] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.userId, member.id));
  if (!card) throw new AppError(404, NO_CARD);
  return card.id;
}

const isOwnCardField = (field: string): field is OwnCardField =>
  (ownCardFields as readonly string[]).includes(field);

/** One field of the member's own card, with the editor's rules; the admins' fields answer 403. */
export async function updateOwnCard(
  deps: CardDeps,
  member: Member,
  change: FieldChange<typeof teamMemberEntity.rules>,
  actor: Actor,
) {
  if (!isOwnCardField(change.field)) throw new AppError(403, OWN_CARD_FIELD_REFUSAL);
  return writeOwnCardField(deps, await ownCardId(deps, member), change, actor);
}

/**
 * Writes one field of the card the member keeps, as the editor writes it; answers the card as
 * stored (the route's schema picks what the member sees).
 */
export function writeOwnCardField(
  deps: CardDeps,
  cardId: string,
  change: FieldChange<typeof teamMemberEntity.rules>,
  actor: Actor,
) {
  return updateEntryField(deps, teamMemberEntity, cardId, change, actor) as Promise<
    typeof teamMembers.$inferSelect
  >;
}

/**
 * Claims the card with the member's sign-in address; an admin confirms it by linking the card, and
 * hears of it in the digest of who waits for them.
 */
export async function claimCard(deps: CardDeps, member: Member, actor: Actor) {
  const { claimable, card, claimed } = await readTeamCardState(deps, member);
  if (card) throw new AppError(409, 'You already keep a team card');
  if (claimed) throw new AppError(409, 'Your claim is waiting for an admin');
  if (!claimable) throw new AppError(404, 'No team card carries your sign-in email address');
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.id, claimable.id),
          isNull(teamMembers.userId),
          isNull(teamMembers.claimedBy),
        ),
      )
      .for('update');
    if (!before) throw new AppError(409, 'Someone else has just claimed this card');
    const [after] = await tx
      .update(teamMembers)
      .set({ claimedBy: member.id })
      .where(eq(teamMembers.id, claimable.id))
      .returning();
    await recordVersion(tx, actor, {
      action: 'claim',
      entity: teamMemberEntity.auditName,
      entityId: claimable.id,
      before,
      after: after ?? null,
    });
    const context = await mailContext(tx, deps.config);
    await queueApprovalDigests(tx, deps.config, context, {
      name: before.name,
      email: member.email,
      at: new Date().toISOString(),
      card: before.name,
    });
  });
  return readTeamCardState(deps, member);
}

/** Asks the admins to list the member with a graduating class; an admin sets the year itself. */
export async function askGraduation(
  deps: CardDeps,
  member: Member,
  graduationYear: number,
  actor: Actor,
) {
  const id = await ownCardId(deps, member);
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, id))
      .for('update');
    if (!before) throw new AppError(404, NO_CARD);
    if (before.graduationYear !== null) {
      throw new AppError(
        409,
        `Your card is already listed with the class of ${before.graduationYear}`,
      );
    }
    const [after] = await tx
      .update(teamMembers)
      .set({ graduationRequested: graduationYear })
      .where(eq(teamMembers.id, id))
      .returning();
    if (!after) throw new AppError(404, NO_CARD);
    await recordVersion(tx, actor, {
      action: 'ask-graduation',
      entity: teamMemberEntity.auditName,
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
