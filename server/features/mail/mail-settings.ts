// Which notices a person gets: kept by address, so that a one-click unsubscribe needs no session and
// mail to the club's contact address (which may be nobody's account) can be turned off too.
import { and, eq, inArray } from 'drizzle-orm';
import {
  type MailSettings,
  type NoticeKind,
  noticeDescriptions,
  noticeKinds,
  type UnsubscribeResult,
} from '../../../common/admin/mail';
import type { Database } from '../../db/database';
import { mailOptOuts } from '../../db/schema/mail-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { readUnsubscribeToken } from './unsubscribe-token';

export async function readMailSettings(db: Database, email: string): Promise<MailSettings> {
  const off = new Set(
    (
      await db
        .select({ kind: mailOptOuts.kind })
        .from(mailOptOuts)
        .where(eq(mailOptOuts.email, email.toLowerCase()))
    ).map((row) => row.kind),
  );
  return Object.fromEntries(noticeKinds.map((kind) => [kind, !off.has(kind)])) as MailSettings;
}

export async function saveMailSettings(
  db: Database,
  email: string,
  settings: MailSettings,
): Promise<MailSettings> {
  const address = email.toLowerCase();
  const off = noticeKinds.filter((kind) => !settings[kind]);
  const on = noticeKinds.filter((kind) => settings[kind]);
  await db.transaction(async (tx) => {
    if (on.length > 0) {
      await tx
        .delete(mailOptOuts)
        .where(and(eq(mailOptOuts.email, address), inArray(mailOptOuts.kind, on)));
    }
    if (off.length > 0) {
      await tx
        .insert(mailOptOuts)
        .values(off.map((kind) => ({ email: address, kind })))
        .onConflictDoNothing();
    }
  });
  return readMailSettings(db, address);
}

const INVALID_LINK = 'This unsubscribe link is not valid.';

function noticeOf(secret: string, token: string) {
  const notice = readUnsubscribeToken(secret, token);
  if (!notice) throw new AppError(400, INVALID_LINK);
  return notice;
}

const answer = (kind: NoticeKind, email: string, message: string): UnsubscribeResult => ({
  kind,
  email,
  message,
});

/** What an unsubscribe link would turn off, without turning it off. */
export function describeUnsubscribe({ config }: Pick<Deps, 'config'>, token: string) {
  const { email, kind } = noticeOf(config.sessionSecret, token);
  return answer(kind, email, `Turn off “${noticeDescriptions[kind].label}” emails to ${email}?`);
}

/** One click (RFC 8058): the notice is off for that address from now on. */
export async function unsubscribe({ db, config }: Pick<Deps, 'db' | 'config'>, token: string) {
  const { email, kind } = noticeOf(config.sessionSecret, token);
  await db.insert(mailOptOuts).values({ email, kind }).onConflictDoNothing();
  return answer(
    kind,
    email,
    `${email} will no longer get “${noticeDescriptions[kind].label}” emails. Turn them back on from your profile.`,
  );
}
