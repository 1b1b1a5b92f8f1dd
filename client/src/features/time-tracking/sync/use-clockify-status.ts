import { clockifyUserStatusSchema } from '@common/time-tracking/time-tracking';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

const CLOCKIFY_STATUS_PATH = '/api/clockify/user-status';
export const CLOCKIFY_STATUS_KEY = [CLOCKIFY_STATUS_PATH] as const;
/** The server fails at once for 30 s after Clockify fails: ask again once that has passed. */
const PROBLEM_REFETCH_MS = 30_000;

/**
 * Whether the member has a Clockify key, asked only of a signed-in account. While Clockify has a
 * problem it is asked again, so the message goes once Clockify is back.
 */
export function useClockifyStatus(enabled: boolean) {
  return useQuery({
    queryKey: CLOCKIFY_STATUS_KEY,
    queryFn: () => apiJson(clockifyUserStatusSchema, 'GET', CLOCKIFY_STATUS_PATH),
    enabled,
    refetchInterval: (query) => (query.state.data?.problem ? PROBLEM_REFETCH_MS : false),
  });
}
