// The token of a one-click unsubscribe link: the address and the notice it turns off, with a keyed
// hash that only this site can make. It needs no table and never expires, as RFC 8058 expects of a
// link that a mail client may follow long after the mail came (decision 41).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NoticeKind, noticeKinds } from '../../../common/admin/mail';

function signature(secret: string, email: string, kind: NoticeKind): string {
  return createHmac('sha256', secret).update(`unsubscribe\n${email}\n${kind}`).digest('base64url');
}

export function unsubscribeToken(secret: string, email: string, kind: NoticeKind): string {
  const address = Buffer.from(email.toLowerCase()).toString('base64url');
  return `${address}.${kind}.${signature(secret, email.toLowerCase(), kind)}`;
}

/** The address and notice a token names, or undefined for a token this site did not make. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { email: string; kind: NoticeKind } | undefined {
  const [address, kind, given, ...rest] = token.split('.');
  if (!address || !kind || !given || rest.length > 0) return undefined;
  if (!(noticeKinds as readonly string[]).includes(kind)) return undefined;
  const email = Buffer.from(address, 'base64url').toString();
  const expected = Buffer.from(signature(secret, email, kind as NoticeKind));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return { email, kind: kind as NoticeKind };
}
