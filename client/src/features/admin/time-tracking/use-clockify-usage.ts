// The workspace's Clockify budget, webhooks and members' freshness, for the admin panel (decision
// 29). Reading it costs no Clockify call, so it is read again each minute: the hour rolls on.
import { clockifyUsageSchema } from '@common/time-tracking/clockify-sync';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '@/lib/api';
import { apiJson } from '@/lib/api-json';

const CLOCKIFY_USAGE_PATH = '/api/clockify/usage';
export const CLOCKIFY_USAGE_KEY = [CLOCKIFY_USAGE_PATH] as const;
const USAGE_REFETCH_MS = 60_000;

export function useClockifyUsage() {
  return useQuery({
    queryKey: CLOCKIFY_USAGE_KEY,
    queryFn: () => apiJson(clockifyUsageSchema, 'GET', CLOCKIFY_USAGE_PATH),
    retry: retryUnlessUnauthorized,
    refetchInterval: USAGE_REFETCH_MS,
  });
}
