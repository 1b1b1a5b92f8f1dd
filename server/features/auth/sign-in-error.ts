import type { SignInErrorReason } from '../../../common/auth/auth-errors';

/** A sign-in that cannot complete; the browser is sent to the sign-in error page with the reason. */
export class SignInError extends Error {
  constructor(
    readonly reason: SignInErrorReason,
    options?: { cause?: unknown },
  ) {
    super(`sign-in failed: ${reason}`, options);
    this.name = 'SignInError';
  }
}
