// Invitations by email: an admin names the addresses and the role each gets; each person gets a link
// valid 14 days, and signing in with that address makes the account active with that role at once.
// A link's token is kept only as a hash. Every admin change here is audited with its mail.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { displayName } from '../../../common/admin/admin';
import {
  INVITATION_DAYS,
  INVITATION_NOT_FOUND_MESSAGE,
  type Invitation,
  type InvitationInput,
  type InvitationLink,
  type InvitationOutcomeItem,
  type InvitationRole,
  type InvitationState,
  type InvitationsResult,
  invitationInputSchema,
} from '../../../common/admin/mail';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema/mail-schema';
import { users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { lockUsers } from '../admin/users';
import type { Actor } from '../audit/actor';
import { recordChange } from '../audit/record-change';
import { readClubSettings } from '../content/club-settings';
import { invitationMail } from './mails';
import { type MailConfig, type MailContext, mailContext, writeMail } from './outbox';

type InvitationRow = typeof invitations.$inferSelect;
type MailDeps = Pick<Deps, 'db' | 'config'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The newest invitations an admin sees; older ones stay in the audit log. */
const LISTED = 500;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function invitationState(row: InvitationRow, now = new Date()): InvitationState {
  if (row.revokedAt) return 'revoked';
  if (row.acceptedAt) return 'accepted';
  return row.expiresAt <= now ? 'expired' : 'waiting';
}

/** Invites each address; answers what became of each one. */
export function inviteMany({ db, config }: MailDeps, actor: Actor, inputs: InvitationInput[]) {
  return db.transaction((tx) => inviteWithin(tx, config, actor, inputs));
}

/** The same, inside a transaction of the caller's (the bulk import's). */
export async function inviteWithin(
  tx: Database,
  config: MailConfig,
  actor: Actor,
  inputs: InvitationInput[],
): Promise<InvitationsResult & { invited: number }> {
  const wanted = inputs.map((input) => invitationInputSchema.parse(input));
  await lockUsers(tx);
  const emails = wanted.map((input) => input.email);
  const accounts = new Set(
    (
      await tx
        .select({ email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails))
    ).map((row) => row.email),
  );
  const waiting = new Set((await waitingInvitations(tx, emails)).map((row) => row.email));
  const context = await mailContext(tx, config);
  const results: InvitationOutcomeItem[] = [];
  const invited: { email: string; role: InvitationRole }[] = [];
  for (const input of wanted) {
    if (accounts.has(input.email)) {
      results.push({
        email: input.email,
        outcome: 'has-account',
        message: `${input.email} already has an account: change its role in Users instead.`,
      });
    } else if (waiting.has(input.email)) {
      results.push({
        email: input.email,
        outcome: 'already-invited',
        message: `${input.email} is already invited: use Send again to send the link anew.`,
      });
    } else {
      waiting.add(input.email);
      await createInvitation(tx, config, context, actor, input);
      invited.push({ email: input.email, role: input.role });
      results.push({ email: input.email, outcome: 'invited', message: `Invited ${input.email}.` });
    }
  }
  if (invited.length > 0) {
    await recordChange(tx, actor, { action: 'invite', entity: 'invitation', after: { invited } });
  }
  return {
    results,
    invited: invited.length,
    message: resultMessage(invited.length, results.length - invited.length),
  };
}

function resultMessage(invited: number, skipped: number): string {
  const sent = invited === 1 ? 'Sent 1 invitation.' : `Sent ${invited} invitations.`;
  if (skipped === 0) return sent;
  return `${sent} ${skipped === 1 ? '1 address was' : `${skipped} addresses were`} skipped.`;
}

async function createInvitation(
  tx: Database,
  config: MailConfig,
  context: MailContext,
  actor: Actor,
  input: { email: string; role: InvitationRole; name: string | null },
) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(invitations)
    .values({
      email: input.email,
      name: input.name,
      role: input.role,
      tokenHash: hashOf(token),
      invitedBy: actor.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('invitation insert returned no row');
  await mailInvitation(tx, config, context, row, token);
  return row;
}

async function mailInvitation(
  tx: Database,
  config: MailConfig,
  context: MailContext,
  row: InvitationRow,
  token: string,
) {
  await writeMail(tx, config, context, {
    kind: 'invitation',
    to: row.email,
    content: invitationMail(context.club.name, row, context.link(`/invitation?token=${token}`)),
  });
}

function waitingInvitations(tx: Database, emails: string[]) {
  return tx
    .select()
    .from(invitations)
    .where(
      and(
        inArray(invitations.email, emails),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
}

export async function listInvitations({ db }: Pick<Deps, 'db'>): Promise<Invitation[]> {
  const rows = await db
    .select({
      invitation: invitations,
      inviter: { email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .orderBy(desc(invitations.createdAt))
    .limit(LISTED);
  const now = new Date();
  return rows.map(({ invitation, inviter }) => ({
    id: invitation.id,
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    state: invitationState(invitation, now),
    invitedBy: inviter ? displayName(inviter) : null,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
  }));
}

/** A new link, valid 14 days from now, for a waiting or expired invitation; the old link ends. */
export async function resendInvitation({ db, config }: MailDeps, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockedInvitation(tx, id);
    const state = invitationState(row);
    if (state === 'accepted' || state === 'revoked') {
      throw new AppError(409, `This invitation was ${state}: it cannot be sent again.`);
    }
    const token = randomBytes(32).toString('base64url');
    const [renewed] = await tx
      .update(invitations)
      .set({ tokenHash: hashOf(token), expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS) })
      .where(eq(invitations.id, id))
      .returning();
    if (!renewed) throw new Error('invitation update returned no row');
    await mailInvitation(tx, config, await mailContext(tx, config), renewed, token);
    await recordChange(tx, actor, {
      action: 'resend',
      entity: 'invitation',
      entityId: id,
      before: { expiresAt: row.expiresAt.toISOString() },
      after: { email: row.email, expiresAt: renewed.expiresAt.toISOString() },
    });
  });
  return { message: 'Invitation sent again.' };
}

export async function revokeInvitation({ db }: Pick<Deps, 'db'>, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockedInvitation(tx, id);
    if (invitationState(row) === 'accepted') {
      throw new AppError(409, 'This invitation was accepted: change the account in Users instead.');
    }
    if (row.revokedAt) return;
    await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, id));
    await recordChange(tx, actor, {
      action: 'revoke',
      entity: 'invitation',
      entityId: id,
      before: { email: row.email, role: row.role },
    });
  });
  return { message: 'Invitation revoked.' };
}

async function lockedInvitation(tx: Database, id: string): Promise<InvitationRow> {
  const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
  if (!row) throw new AppError(404, 'Invitation not found');
  return row;
}

/** What an invitation's link shows before the person signs in. */
export async function readInvitationLink(
  { db }: Pick<Deps, 'db'>,
  token: string,
): Promise<InvitationLink> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashOf(token)));
  if (!row) throw new AppError(404, INVITATION_NOT_FOUND_MESSAGE);
  return {
    state: invitationState(row),
    email: row.email,
    role: row.role,
    clubName: (await readClubSettings(db)).clubName,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * At the sign-in that creates an account: the role of a waiting invitation for that address, which
 * is then accepted; undefined when there is none.
 */
export async function acceptInvitation(
  tx: Database,
  email: string,
): Promise<InvitationRole | undefined> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .limit(1)
    .for('update');
  if (!row) return undefined;
  await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, row.id));
  return row.role;
}
