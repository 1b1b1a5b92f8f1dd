import type { MembersResources } from '@common/members/members';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '@/lib/api';

/** Only for approved members; no retry on 401, otherwise up to 3 tries. */
export function useMembersResources() {
  return useQuery<MembersResources>({
    queryKey: ['/api/members/resources'],
    retry: retryUnlessUnauthorized,
  });
}
