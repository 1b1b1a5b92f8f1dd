// The contact inbox of /admin: the interest form's submissions and their processed flag.
import type { ContactInboxItem } from '@common/admin/admin';
import { CONTACT_INBOX_PATH } from '@common/contact/contact';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { toastAdminMutationError } from '../admin-mutation-error';
import { AUDIT_LOG_KEY } from '../audit-log/use-audit-log';

/** The key the contact form invalidates after sending, so an open inbox shows the new message. */
export const CONTACT_INBOX_KEY = [CONTACT_INBOX_PATH] as const;

export function useContactInbox() {
  return useQuery<ContactInboxItem[]>({ queryKey: CONTACT_INBOX_KEY });
}

export function useSetContactProcessed(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isProcessed: 0 | 1) => {
      const response = await apiRequest('PATCH', `${CONTACT_INBOX_KEY[0]}/${id}`, { isProcessed });
      return (await response.json()) as ContactInboxItem;
    },
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
