// The contact inbox of /admin: the interest form's submissions, a page at a time, and their
// processed flag.
import { type ContactInbox, contactInboxItemSchema, contactInboxSchema } from '@common/admin/admin';
import { CONTACT_INBOX_PATH } from '@common/contact/contact';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { toastAdminMutationError } from '../admin-mutation-error';
import { AUDIT_LOG_KEY } from '../audit-log/use-audit-log';

/** The key the contact form invalidates after sending, so an open inbox shows the new message. */
export const CONTACT_INBOX_KEY = [CONTACT_INBOX_PATH] as const;

/** A page of the inbox; the page shown stays while the next loads. */
export function useContactInbox(page: number) {
  return useQuery({
    queryKey: [...CONTACT_INBOX_KEY, page],
    queryFn: () => apiJson(contactInboxSchema, 'GET', `${CONTACT_INBOX_PATH}?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useSetContactProcessed(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isProcessed: 0 | 1) =>
      apiJson(contactInboxItemSchema, 'PATCH', `${CONTACT_INBOX_PATH}/${id}`, { isProcessed }),
    onSuccess: (updated) => {
      queryClient.setQueriesData<ContactInbox>(
        { queryKey: CONTACT_INBOX_KEY },
        (inbox) =>
          inbox && {
            ...inbox,
            items: inbox.items.map((item) => (item.id === updated.id ? updated : item)),
          },
      );
      // The count of unprocessed messages changed.
      queryClient.invalidateQueries({ queryKey: CONTACT_INBOX_KEY });
      queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
    },
    onError: (error) =>
      toastAdminMutationError(error, 'Failed to update the message. Please try again.'),
  });
}
