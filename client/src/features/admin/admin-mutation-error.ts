// What a failed change in the admin panel tells the admin: a lost session asks to log in again,
// anything else says the update failed.
import { loginUrl } from '@/features/auth/login-url';
import { ApiAnswerError, ApiRequestError, isUnauthorizedError } from '@/lib/api';
import { toast } from '@/lib/toast-store';

export const SESSION_EXPIRED_REDIRECT_MS = 500;

/**
 * A lost session: "Unauthorized", then sign-in after 500 ms. A refused change (409): the server's
 * reason. An answer the site cannot read: that. Anything else: the fallback text.
 */
export function toastAdminMutationError(error: Error, fallback: string): void {
  if (isUnauthorizedError(error)) {
    toast({
      title: 'Unauthorized',
      description: 'Your session has expired. Please log in again.',
      variant: 'destructive',
    });
    window.setTimeout(() => {
      window.location.href = loginUrl('/admin');
    }, SESSION_EXPIRED_REDIRECT_MS);
    return;
  }
  const refusal =
    error instanceof ApiRequestError && error.status === 409 ? error.serverMessage : undefined;
  const unreadable = error instanceof ApiAnswerError ? error.message : undefined;
  toast({
    title: 'Update Failed',
    description: refusal ?? unreadable ?? fallback,
    variant: 'destructive',
  });
}
