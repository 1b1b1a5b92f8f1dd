// Axel's usage per person and day, for the admin panel (decision 22).
import { axelUsageSchema } from '@common/axel/axel';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '@/lib/api';
import { apiJson } from '@/lib/api-json';

const AXEL_USAGE_PATH = '/api/admin/axel-usage';
export const AXEL_USAGE_KEY = [AXEL_USAGE_PATH] as const;

export function useAxelUsage() {
  return useQuery({
    queryKey: AXEL_USAGE_KEY,
    queryFn: () => apiJson(axelUsageSchema, 'GET', AXEL_USAGE_PATH),
    retry: retryUnlessUnauthorized,
  });
}
