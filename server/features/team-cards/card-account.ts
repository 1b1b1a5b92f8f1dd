// An admin links a team card to a member's account, or unlinks it; linking the card a member
// claimed confirms the claim. The member who gets the card, and the one who loses it, are told.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { accountState } from '../../../common/auth/access';
import type { Database } from '../../db/database';
import { teamMembers, users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { recordVersion } from '../audit/record-change';
import { teamMemberEntity } from '../editor/entities';
import { teamCardLinkedMail, teamCardUnlinkedMail } from '../mail/mails';
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
    if (userId) {
      await tx
        .update(teamMembers)
        .set({ claimedBy: null })
        .where(eq(teamMembers.claimedBy, userId));
    }
    await recordVersion(tx, actor, {
      action: 'link-account',
      entity: teamMemberEntity.auditName,
      entityId: cardId,
      before,
      after,
    });
    if (before.userId !== after.userId) {
      await tellOfChange(tx, config, after.name, before.userId, after.userId);
    }
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

async function tellOfChange(
  tx: Database,
  config: MailConfig,
  cardName: string,
  from: string | null,
  to: string | null,
) {
  const ids = [from, to].filter((id): id is string => id !== null);
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  const emailOf = (id: string | null) => accounts.find((account) => account.id === id)?.email;
  const context = await mailContext(tx, config);
  const lost = emailOf(from);
  if (lost) {
    await writeMail(tx, config, context, {
      kind: 'team-card',
      to: lost,
      content: teamCardUnlinkedMail(context.club.name, cardName, context.club.contactEmail),
    });
  }
  const gained = emailOf(to);
  if (gained) {
    await writeMail(tx, config, context, {
      kind: 'team-card',
      to: gained,
      content: teamCardLinkedMail(context.club.name, cardName, context.link),
    });
  }
}
