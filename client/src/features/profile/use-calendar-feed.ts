// The member's personal calendar feed address: read (the server makes it on first asking) and
// replaced, with the profile's toasts.
import {
  PERSONAL_FEED_ADDRESS_PATH,
  personalFeedAddressSchema,
} from '@common/events/personal-feed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessageOf } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { toast } from '@/lib/toast-store';

export const CALENDAR_FEED_KEY = [PERSONAL_FEED_ADDRESS_PATH] as const;

export function useCalendarFeed() {
  return useQuery({
    queryKey: CALENDAR_FEED_KEY,
    queryFn: () => apiJson(personalFeedAddressSchema, 'GET', PERSONAL_FEED_ADDRESS_PATH),
  });
}

export function useReplaceCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson(personalFeedAddressSchema, 'POST', PERSONAL_FEED_ADDRESS_PATH),
    onSuccess: (replaced) => {
      queryClient.setQueryData(CALENDAR_FEED_KEY, replaced);
      toast({ title: 'Success', description: 'Calendar feed address replaced' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to replace your calendar feed address.',
        variant: 'destructive',
      }),
  });
}
