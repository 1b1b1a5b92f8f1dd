// Who may see a page that needs a signed-in account, with the toasts the members pages show: a
// visitor is told to log in and sent to sign-in after 1 s (or, on a page without that message,
// reads the page's own login prompt); on a members page a pending account is told to wait and an
// inactive one that its membership is inactive, both under the "Pending Approval" toast; on a page
// of a higher level, an account without the role is refused (and on /axel sent home after 1 s).
import { type AccessLevel, accountState, canAccess } from '@common/auth/access';
import type { AuthUser } from '@common/auth/auth';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/lib/toast-store';
import { loginUrl } from './login-url';
import { useAuth } from './use-auth';

const ACCESS_REDIRECT_DELAY_MS = 1000;

export type PageAccess =
  | { state: 'loading' }
  | { state: 'signedOut' }
  | { state: 'pending'; user: AuthUser }
  | { state: 'inactive'; user: AuthUser }
  | { state: 'denied'; user: AuthUser }
  | { state: 'allowed'; user: AuthUser };

export interface PageAccessOptions {
  level: Exclude<AccessLevel, 'public' | 'signedIn'>;
  /**
   * The toast's text for a visitor, e.g. "Please log in to access the admin panel.", who is then
   * sent to sign-in; without it, a visitor stays on the page's own login prompt.
   */
  signedOutMessage?: string;
  /** The page to come back to after signing in. */
  returnTo: string;
  /** The toast's text for an account without the role, on a designer or admin page. */
  deniedMessage?: string;
  /** Where an account without the role is sent 1 s after the toast; it stays when not given. */
  deniedRedirectTo?: string;
}

export function usePageAccess({
  level,
  signedOutMessage,
  returnTo,
  deniedMessage,
  deniedRedirectTo,
}: PageAccessOptions): PageAccess {
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const access = accessOf(user, isLoading, level);

  useEffect(() => {
    if (access.state === 'signedOut' && signedOutMessage) {
      toast({
        title: 'Authentication Required',
        description: signedOutMessage,
        variant: 'destructive',
      });
      const timer = window.setTimeout(() => {
        window.location.href = loginUrl(returnTo);
      }, ACCESS_REDIRECT_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (access.state === 'pending' || access.state === 'inactive') {
      toast({
        title: 'Pending Approval',
        description: 'Your account is pending approval. Contact club leadership for access.',
      });
    }
    if (access.state === 'denied') {
      toast({ title: 'Access Denied', description: deniedMessage, variant: 'destructive' });
      if (deniedRedirectTo === undefined) return;
      const timer = window.setTimeout(() => navigate(deniedRedirectTo), ACCESS_REDIRECT_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
  }, [access.state, signedOutMessage, returnTo, deniedMessage, deniedRedirectTo, navigate]);

  return access;
}

function accessOf(
  user: AuthUser | null,
  isLoading: boolean,
  level: PageAccessOptions['level'],
): PageAccess {
  if (isLoading) return { state: 'loading' };
  if (!user) return { state: 'signedOut' };
  if (canAccess(user, level)) return { state: 'allowed', user };
  // The members area tells a pending or inactive account where it stands; higher pages refuse anyone.
  if (level !== 'activeMember') return { state: 'denied', user };
  return accountState(user) === 'inactive'
    ? { state: 'inactive', user }
    : { state: 'pending', user };
}
