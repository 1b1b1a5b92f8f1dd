// Connecting and removing the member's Clockify key, with the profile's toasts ("Clockify API key
// updated successfully! Connected as …" and the like).

import { connectedAccountSchema } from '@common/time-tracking/time-tracking';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_USER_KEY } from '@/features/auth/use-auth';
import { CLOCKIFY_STATUS_KEY } from '@/features/time-tracking/sync/use-clockify-status';
import { PROJECTS_KEY, TIME_ENTRIES_KEY } from '@/features/time-tracking/use-time-tracking';
import { apiRequest, serverErrorOf } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { toast } from '@/lib/toast-store';

export function useUpdateClockifyKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) =>
      apiJson(connectedAccountSchema, 'PUT', '/api/clockify/update-api-key', { apiKey }),
    onSuccess: ({ user }) => {
      toast({
        title: 'Success',
        description: `Clockify API key updated successfully! Connected as ${user.name}`,
      });
      return refreshAfterKeyChange(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverErrorOf(error) ?? 'Failed to update Clockify API key',
        variant: 'destructive',
      }),
  });
}

export function useRemoveClockifyKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/clockify/remove-api-key'),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Clockify API key removed successfully' });
      return refreshAfterKeyChange(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverErrorOf(error) ?? 'Failed to remove Clockify API key',
        variant: 'destructive',
      }),
  });
}

/** Another key may be another Clockify account: its projects and entries are read afresh. */
function refreshAfterKeyChange(queryClient: QueryClient): Promise<unknown> {
  queryClient.removeQueries({ queryKey: PROJECTS_KEY });
  queryClient.removeQueries({ queryKey: TIME_ENTRIES_KEY });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CLOCKIFY_STATUS_KEY }),
    queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  ]);
}
