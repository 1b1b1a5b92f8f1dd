// The contact inbox of /admin: the interest form's submissions and their processed flag.
import {
  type ContactInboxItem,
  contactInboxItemSchema,
  contactInboxSchema,
} from '@common/admin/admin';
import { CONTACT_INBOX_PATH } from '@common/contact/contact';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { toastAdminMutationError } from '../admin-mutation-error';
import { AUDIT_LOG_KEY } from '../audit-log/use-audit-log';

/** The key the contact form invalidates after sending, so an open inbox shows the new message. */
export const CONTACT_INBOX_KEY = [CONTACT_INBOX_PATH] as const;

export function useContactInbox() {
  return useQuery({
    queryKey: CONTACT_INBOX_KEY,
    queryFn: () => apiJson(contactInboxSchema, 'GET', CONTACT_INBOX_PATH),
  });
}

export function useSetContactProcessed(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isProcessed: 0 | 1) =>
      apiJson(contactInboxItemSchema, 'PATCH', `${CONTACT_INBOX_PATH}/${id}`, { isProcessed }),
    onSuccess: (updated) => {
      queryClient.setQueryData<ContactInboxItem[]>(CONTACT_INBOX_KEY, (items) =>
        items?.map((item) => (item.id === updated.id ? updated : item)),
      );
      queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
    },
    onError: (error) =>
      toastAdminMutationError(error, 'Failed to update the message. Please try again.'),
  });
}
