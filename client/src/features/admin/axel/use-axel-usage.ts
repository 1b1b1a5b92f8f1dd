// Axel's usage per person and day, for the admin panel (decision 22).
import type { AxelUsage } from '@common/axel/axel';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '@/lib/api';

export const AXEL_USAGE_KEY = ['/api/admin/axel-usage'] as const;

export function useAxelUsage() {
  return useQuery<AxelUsage>({ queryKey: AXEL_USAGE_KEY, retry: retryUnlessUnauthorized });
}
