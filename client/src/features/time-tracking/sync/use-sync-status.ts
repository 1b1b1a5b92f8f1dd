// How fresh the member's record is, and the Refresh button's request (decision 29).
import { clockifySyncStatusSchema } from '@common/time-tracking/clockify-sync';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import {
  PROJECTS_KEY,
  SYNC_STATUS_KEY,
  TIME_ENTRIES_KEY,
  TIME_ENTRIES_REFETCH_MS,
  toastClockifyError,
  useTimeEntries,
  WHILE_WAITING_REFETCH_MS,
} from '../use-time-tracking';

/**
 * Polled with the entries, so that "Updated …" and the waiting count follow them. Asked only once
 * the entries have answered: a member's first entries are read from Clockify on that request.
 */
export function useSyncStatus() {
  const entries = useTimeEntries();
  return useQuery({
    queryKey: SYNC_STATUS_KEY,
    queryFn: () => apiJson(clockifySyncStatusSchema, 'GET', SYNC_STATUS_KEY[0]),
    refetchInterval: (query) =>
      query.state.data?.waitingCount ? WHILE_WAITING_REFETCH_MS : TIME_ENTRIES_REFETCH_MS,
    // Once the entries are in, or failed (then the status may say why).
    enabled: !entries.isPending,
  });
}

/**
 * Asks the server to read Clockify now; then reads the record again. The server limits it per
 * member and by the workspace's budget, and its 429 says when a refresh can be made again.
 */
export function useRefreshClockify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson(clockifySyncStatusSchema, 'POST', '/api/clockify/refresh'),
    onSuccess: (status) => {
      queryClient.setQueryData(SYNC_STATUS_KEY, status);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
        queryClient.invalidateQueries({ queryKey: TIME_ENTRIES_KEY }),
      ]);
    },
    onError: (error) =>
      toastClockifyError(queryClient, error, {
        signedOut: 'Please log in to refresh your time entries',
        fallback: 'Failed to refresh from Clockify',
      }),
  });
}
