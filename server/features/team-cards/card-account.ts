// An admin links a team card to a member's account, or unlinks it; linking the card a member
// claimed confirms the claim, anything else refuses it. The member who gets the card, the one who
// loses it and the one whose claim is refused are told.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { accountState } from '../../../common/auth/access';
import type { Database } from '../../db/database';
import { teamMembers, users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { recordVersion } from '../audit/record-change';
import { teamMemberEntity } from '../editor/entities';
import { withdrawFromApprovalDigests } from '../mail/approval-digest';
import type { MailContent } from '../mail/mail-layout';
import { teamCardClaimRefusedMail, teamCardLinkedMail, teamCardUnlinkedMail } from '../mail/mails';
import { type MailConfig, mailContext, writeMail } from '../mail/outbox';

type AccountDeps = Pick<Deps, 'db' | 'config'>;

/** Sets the account that keeps the card (null for none); answers the card as it now is. */
export async function linkCardAccount(
  { db, config }: AccountDeps,
  cardId: string,
  userId: string | null,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, cardId))
      .for('update');
    if (!before) throw new AppError(404, 'Team member not found');
    if (userId) await checkAccountFree(tx, cardId, userId);
    const [after] = await tx
      .update(teamMembers)
      .set({ userId, claimedBy: null })
      .where(eq(teamMembers.id, cardId))
      .returning();
    if (!after) throw new Error('update of a team card returned no row');
    // A member keeps one card: their claim on any other card is answered by this link.
    const otherClaims = userId
      ? await tx
          .update(teamMembers)
          .set({ claimedBy: null })
          .where(eq(teamMembers.claimedBy, userId))
          .returning({ id: teamMembers.id })
      : [];
    await recordVersion(tx, actor, {
      action: 'link-account',
      entity: teamMemberEntity.auditName,
      entityId: cardId,
      before,
      after,
    });
    await tellOfChange(tx, config, {
      cardName: after.name,
      from: before.userId,
      to: after.userId,
      claimant: before.claimedBy,
      gainerHadClaimed: otherClaims.length > 0,
    });
    return after;
  });
}

async function checkAccountFree(tx: Database, cardId: string, userId: string) {
  const [account] = await tx
    .select({ role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || accountState(account) !== 'active') {
    throw new AppError(400, "Choose an active member's account");
  }
  const [other] = await tx
    .select({ name: teamMembers.name })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), ne(teamMembers.id, cardId)));
  if (other) throw new AppError(409, `That account already keeps the card of ${other.name}`);
}

/**
 * Tells the member who loses the card and the one who gets it, and the member whose claim on it an
 * admin refused; a claim answered leaves the admins' digest of who waits for them.
 */
async function tellOfChange(
  tx: Database,
  config: MailConfig,
  change: {
    cardName: string;
    from: string | null;
    to: string | null;
    /** Who had claimed this card: the change confirms the claim or refuses it. */
    claimant: string | null;
    /** Whether the account that gets the card had claimed another one, which it no longer may. */
    gainerHadClaimed: boolean;
  },
) {
  const { cardName, from, to, claimant } = change;
  const answered = [claimant, change.gainerHadClaimed ? to : null].filter(
    (id): id is string => id !== null,
  );
  const moved = from !== to;
  if (!moved && answered.length === 0) return;
  const ids = [from, to, ...answered].filter((id): id is string => id !== null);
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  const emailOf = (id: string | null) => accounts.find((account) => account.id === id)?.email;
  const context = await mailContext(tx, config);
  const tell = async (recipient: string | undefined, content: MailContent) => {
    if (recipient)
      await writeMail(tx, config, context, { kind: 'team-card', to: recipient, content });
  };
  const { name: clubName, contactEmail } = context.club;
  if (moved) {
    await tell(emailOf(from), teamCardUnlinkedMail(clubName, cardName, contactEmail));
    await tell(emailOf(to), teamCardLinkedMail(clubName, cardName, context.link));
  }
  for (const id of answered) {
    const email = emailOf(id);
    if (email) await withdrawFromApprovalDigests(tx, config, email);
  }
  if (claimant && claimant !== to) {
    await tell(emailOf(claimant), teamCardClaimRefusedMail(clubName, cardName, contactEmail));
  }
}
