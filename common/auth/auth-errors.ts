// Why a sign-in did not complete. The server redirects the browser to /sign-in-error?reason=<code>;
// the client shows the message and a way to try again.
export const signInErrorReasons = [
  'access-denied',
  'expired',
  'email-unverified',
  'email-missing',
  'account-conflict',
  'provider-unavailable',
  'not-configured',
  'failed',
] as const;
export type SignInErrorReason = (typeof signInErrorReasons)[number];

export const signInErrorMessages: Record<SignInErrorReason, string> = {
  'access-denied': 'Sign-in was cancelled, so you are not signed in.',
  expired: 'This sign-in attempt expired or was already used. Please start again.',
  'email-unverified':
    'Your account’s email address is not verified. Verify it with your account provider, then sign in again.',
  'email-missing':
    'Your account did not share an email address with us. Allow access to your email address when you sign in.',
  'account-conflict':
    'This email address is linked to a different sign-in account. Please contact club leadership.',
  'provider-unavailable': 'The sign-in service did not answer. Please try again in a few minutes.',
  'not-configured': 'Sign-in is not set up on this site yet. Please contact the club’s webmaster.',
  failed: 'Sign-in did not complete. Please try again.',
};

export function signInErrorPath(reason: SignInErrorReason): string {
  return `/sign-in-error?reason=${reason}`;
}

/** The message for a reason read from the address bar; an unknown reason gets the generic one. */
export function signInErrorMessage(reason: string | null | undefined): string {
  const known = signInErrorReasons.find((candidate) => candidate === reason);
  return signInErrorMessages[known ?? 'failed'];
}
