// The readable cookie that says a browser may be signed in (decision 14). The server sets it with
// the session cookie and clears it with it; the client asks who is signed in only when it is set.
export const SIGNED_IN_HINT = 'signed-in';

/** Whether a Cookie header (or document.cookie) carries the hint. */
export function carriesSignedInHint(cookies: string | undefined): boolean {
  return (cookies ?? '').split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT}=1`);
}
