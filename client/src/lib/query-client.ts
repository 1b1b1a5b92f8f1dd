import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * No automatic refetch, data never stale, no retries (unless a query says so): what a page shows
 * changes only when the person acts, or a query asks to poll.
 * The browser makes one; the server one per page it renders.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
