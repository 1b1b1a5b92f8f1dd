// Server-side sessions in the `sessions` table (decision 11), revocable and shared by every
// instance. The cookie carries a 256-bit random token; the row's key is an HMAC of it under
// SESSION_SECRET, so the table alone lets nobody in, and a new secret ends every session. Validity
// is decided here, on the server: idle and absolute lifetimes (ASVS 7.3.1, 7.3.2); `expire` mirrors
// the end of life so that old rows can be purged by index.
import { createHmac, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema/shared-state-schema';
import { users } from '../../db/schema/site-schema';
import type { CurrentUser } from '../access-guard';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY;
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY;
/** How long a started sign-in waits for the identity provider to send the person back. */
export const SIGN_IN_FLOW_LIFETIME_MS = 10 * 60 * 1000;
/** Last-seen times are written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = HOUR;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const userSessionSchema = z.object({
  userId: z.uuid(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  lastSeenAt: z.number(),
});
type UserSession = z.infer<typeof userSessionSchema>;

/** What a started OpenID Connect sign-in must remember until the provider sends the person back. */
const signInFlowSchema = z.object({
  signIn: z.object({
    state: z.string(),
    nonce: z.string(),
    codeVerifier: z.string(),
    returnTo: z.string(),
  }),
});
export type SignInFlow = z.infer<typeof signInFlowSchema>['signIn'];

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(db: Database, secret: string) {
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('base64url');
  /** The row key of a token, or undefined for a value that no token of ours can have. */
  const keyOf = (token: string | undefined) =>
    token && TOKEN_PATTERN.test(token) ? hash(token) : undefined;

  async function insert(sess: object, expire: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(sessions).values({ sid: hash(token), sess, expire });
    return token;
  }

  return {
    /** Starts a session for the user; answers the token for the cookie. */
    async create(userId: string, now = Date.now()): Promise<string> {
      const session: UserSession = { userId, createdAt: now, lastSeenAt: now };
      return insert(session, endOf(session));
    },

    /** The signed-in user of a live session, or null. A session past its lifetimes is deleted. */
    async findUser(token: string | undefined, now = Date.now()): Promise<CurrentUser | null> {
      const sid = keyOf(token);
      if (!sid) return null;
      const [row] = await db
        .select({
          sess: sessions.sess,
          user: {
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            role: users.role,
            isActive: users.isActive,
          },
        })
        .from(sessions)
        .innerJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::uuid`)
        .where(eq(sessions.sid, sid))
        .limit(1);
      const session = userSessionSchema.safeParse(row?.sess);
      if (!row || !session.success) return null;
      if (now >= endOf(session.data).getTime()) {
        await db.delete(sessions).where(eq(sessions.sid, sid));
        return null;
      }
      if (now - session.data.lastSeenAt >= TOUCH_INTERVAL_MS) {
        const touched = { ...session.data, lastSeenAt: now };
        await db
          .update(sessions)
          .set({ sess: touched, expire: endOf(touched) })
          .where(eq(sessions.sid, sid));
      }
      return row.user;
    },

    /** Ends one session (logout, or the old session at a new sign-in). */
    async destroy(token: string | undefined): Promise<void> {
      const sid = keyOf(token);
      if (sid) await db.delete(sessions).where(eq(sessions.sid, sid));
    },

    /** Remembers a started sign-in; answers the token for its cookie. */
    saveSignInFlow(signIn: SignInFlow, now = Date.now()): Promise<string> {
      return insert({ signIn }, new Date(now + SIGN_IN_FLOW_LIFETIME_MS));
    },

    /** Takes a started sign-in out of the store: it can be completed once, and only in time. */
    async takeSignInFlow(token: string | undefined, now = Date.now()): Promise<SignInFlow | null> {
      const sid = keyOf(token);
      if (!sid) return null;
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.sid, sid))
        .returning({ sess: sessions.sess, expire: sessions.expire });
      const flow = signInFlowSchema.safeParse(row?.sess);
      if (!row || !flow.success || row.expire.getTime() <= now) return null;
      return flow.data.signIn;
    },
  };
}

/** Ends every session of a user, for when an admin deactivates them (ASVS 7.4.2). */
export async function endUserSessions(db: Database, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(sql`${sessions.sess}->>'userId' = ${userId}`)
    .returning({ sid: sessions.sid });
  return ended.length;
}

/** Deletes the rows of sessions and sign-ins whose time is over. */
export async function purgeExpiredSessions(db: Database, now = Date.now()): Promise<number> {
  const purged = await db
    .delete(sessions)
    .where(lt(sessions.expire, new Date(now)))
    .returning({ sid: sessions.sid });
  return purged.length;
}

function endOf(session: UserSession): Date {
  return new Date(
    Math.min(
      session.lastSeenAt + SESSION_IDLE_TIMEOUT_MS,
      session.createdAt + SESSION_ABSOLUTE_LIFETIME_MS,
    ),
  );
}
