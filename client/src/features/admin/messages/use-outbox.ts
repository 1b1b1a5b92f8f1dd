// The outbox of /admin: a page of the mail the site wrote, one mail as its recipient reads it, and
// sending a failed one again.
import {
  type MailState,
  OUTBOX_PATH,
  type OutboxItem,
  type OutboxMail,
  type OutboxPage,
} from '@common/admin/mail';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, retryUnlessUnauthorized } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { toastAdminMutationError } from '../admin-mutation-error';

export const OUTBOX_KEY = [OUTBOX_PATH] as const;

export function useOutbox(page: number) {
  return useQuery<OutboxPage>({
    queryKey: [...OUTBOX_KEY, { page }],
    queryFn: async () => (await apiRequest('GET', `${OUTBOX_PATH}?page=${page}`)).json(),
    retry: retryUnlessUnauthorized,
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Read afresh each time /admin opens: mail is written and sent all the time.
    staleTime: 0,
  });
}

/** One mail whole; read only while its dialog is open. */
export function useOutboxMail(id: string, enabled: boolean) {
  return useQuery<OutboxMail>({ queryKey: [...OUTBOX_KEY, id], enabled });
}

const resentMessages: Record<MailState, string> = {
  waiting: 'The email will be sent again in a moment.',
  sent: 'The email was sent.',
  failed: 'The email failed again. Its last error is in the list.',
  off: 'Mail is off: the email is kept here, not sent.',
};

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await (await apiRequest('POST', `${OUTBOX_PATH}/${id}/resend`)).json()) as OutboxItem,
    onSuccess: ({ state }) => {
      toast({ title: 'Outbox', description: resentMessages[state] });
      return queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
    },
    onError: (error) =>
      toastAdminMutationError(error, 'Failed to send the email again. Please try again.'),
  });
}
