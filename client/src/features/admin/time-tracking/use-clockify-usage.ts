// The workspace's Clockify budget, webhooks and members' freshness, for the admin panel (decision
// 29). Reading it costs no Clockify call, so it is read again each minute: the hour rolls on.
import type { ClockifyUsage } from '@common/time-tracking/clockify-sync';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '@/lib/api';

export const CLOCKIFY_USAGE_KEY = ['/api/clockify/usage'] as const;
const USAGE_REFETCH_MS = 60_000;

export function useClockifyUsage() {
  return useQuery<ClockifyUsage>({
    queryKey: CLOCKIFY_USAGE_KEY,
    retry: retryUnlessUnauthorized,
    refetchInterval: USAGE_REFETCH_MS,
  });
}
