// The account of a person the identity provider vouched for: found by the provider's subject or by
// email, created as pending when new, and kept up to date with the name and picture the provider
// gives. An email in ADMIN_EMAILS is made an active admin when its account is created here, and
// from then on is whatever an admin or `user:role` makes it (decision 12). An invited address is made
// active with the invited role; anyone else waits for approval and is told so by mail.
import { eq, sql } from 'drizzle-orm';
import { canAccess } from '../../../common/auth/access';
import { users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { mailNewApplicant } from '../mail/account-mail';
import { acceptInvitation } from '../mail/invitations';
import { SignInError } from './sign-in-error';

/** The claims of the ID token (completed by the UserInfo endpoint) that the site reads. */
export interface IdentityClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  picture?: unknown;
}

type SignedInAccount = Pick<typeof users.$inferSelect, 'id' | 'role' | 'isActive'>;

export async function recordSignIn(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  claims: IdentityClaims,
): Promise<SignedInAccount> {
  if (typeof claims.email !== 'string' || claims.email === '')
    throw new SignInError('email-missing');
  // Accounts are matched by email, so an address the provider has not verified could take over one.
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    throw new SignInError('email-unverified');
  }
  const email = claims.email.toLowerCase();
  const profile = {
    firstName: textClaim(claims.given_name),
    lastName: textClaim(claims.family_name),
    profileImageUrl: textClaim(claims.picture),
  };
  const listedAdmin = config.adminEmails.includes(email);
  const returned = { id: users.id, role: users.role, isActive: users.isActive };

  return db.transaction(async (tx) => {
    // Locked: an account an admin declines meanwhile is gone once read, and is made anew.
    const [bySubject] = await tx
      .select()
      .from(users)
      .where(eq(users.oidcSubject, claims.sub))
      .for('update');
    const [byEmail] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for('update');
    // The subject is the stable identity (ASVS 10.5.2): a recycled or reassigned email address does
    // not inherit the account that another subject signed in to.
    const boundElsewhere = byEmail?.oidcSubject && byEmail.oidcSubject !== claims.sub;
    if ((bySubject && byEmail && bySubject.id !== byEmail.id) || boundElsewhere) {
      throw new SignInError('account-conflict');
    }
    const existing = bySubject ?? byEmail;
    if (existing) {
      const [account] = await tx
        .update(users)
        .set({ email, oidcSubject: claims.sub, ...profile, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning(returned);
      if (!account) throw new Error('account update returned no row');
      // An account made before its first sign-in (an import, `user:role`) waits like a new one.
      if (!existing.oidcSubject && !canAccess(account, 'activeMember')) {
        await mailNewApplicant(tx, config, { email, ...profile });
      }
      return account;
    }
    // An invitation for this address approves the account as it is made (decision 41).
    const invitedRole = listedAdmin ? undefined : await acceptInvitation(tx, email);
    const role = listedAdmin ? 'admin' : invitedRole;
    const [account] = await tx
      .insert(users)
      .values({ email, oidcSubject: claims.sub, ...profile, ...(role && { role, isActive: 1 }) })
      .returning(returned);
    if (!account) throw new Error('account insert returned no row');
    if (!role) await mailNewApplicant(tx, config, { email, ...profile });
    return account;
  });
}

/** A claim's text, or undefined (keep what is stored) when the provider did not send one. */
function textClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
