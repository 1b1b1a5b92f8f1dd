// Who is signed in: loading, then authenticated when GET /api/auth/user answers a user, or
// unauthenticated when it fails. The call is neither retried nor repeated. A browser without the
// signed-in hint cookie has no session, so it is unauthenticated without asking.
import type { AuthUser } from '@common/auth/auth';
import { carriesSignedInHint } from '@common/auth/signed-in-hint';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/lib/hooks/use-hydrated';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/**
 * The options of every read of the signed-in user; pages may add a refetch interval. The server
 * renders public pages as a visitor sees them, so a browser asks only once it has hydrated them.
 */
export function authUserQuery(hydrated: boolean): UseQueryOptions<AuthUser> {
  return {
    queryKey: AUTH_USER_KEY,
    retry: false,
    enabled: hydrated && carriesSignedInHint(document.cookie),
  };
}

export type AuthState = ReturnType<typeof useAuth>;

export function useAuth() {
  const query = useQuery(authUserQuery(useHydrated()));
  return { user: query.data ?? null, isLoading: query.isLoading };
}
