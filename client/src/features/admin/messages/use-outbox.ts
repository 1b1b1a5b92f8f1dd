// The outbox of /admin: a page of the mail the site wrote, one mail as its recipient reads it, and
// sending a failed one again.
import {
  type MailState,
  OUTBOX_PATH,
  outboxItemSchema,
  outboxMailSchema,
  outboxPageSchema,
} from '@common/admin/mail';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { toast } from '@/lib/toast-store';
import { toastAdminMutationError } from '../admin-mutation-error';

export const OUTBOX_KEY = [OUTBOX_PATH] as const;

export function useOutbox(page: number) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, { page }],
    queryFn: () => apiJson(outboxPageSchema, 'GET', `${OUTBOX_PATH}?page=${page}`),
    retry: retryUnlessUnauthorized,
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Read afresh each time /admin opens: mail is written and sent all the time.
    staleTime: 0,
  });
}

/** One mail whole; read only while its dialog is open. */
export function useOutboxMail(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, id],
    queryFn: () => apiJson(outboxMailSchema, 'GET', `${OUTBOX_PATH}/${id}`),
    enabled,
  });
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
    mutationFn: (id: string) => apiJson(outboxItemSchema, 'POST', `${OUTBOX_PATH}/${id}/resend`),
    onSuccess: ({ state }) => {
      toast({ title: 'Outbox', description: resentMessages[state] });
      return queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
    },
    onError: (error) =>
      toastAdminMutationError(error, 'Failed to send the email again. Please try again.'),
  });
}
