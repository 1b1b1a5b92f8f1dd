// The user list of /admin a page at a time, and a change of one user's role and status, sent at once
// with the other value unchanged.
import {
  ADMIN_USERS_PATH,
  type AdminUser,
  type AdminUsersPage,
  adminUserSchema,
  adminUsersPageSchema,
  declineUserPath,
  displayName,
  type UserRoleChange,
} from '@common/admin/admin';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, retryUnlessUnauthorized } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { toast } from '@/lib/toast-store';
import { toastAdminMutationError } from '../admin-mutation-error';
import { AUDIT_LOG_KEY } from '../audit-log/use-audit-log';

export const ADMIN_USERS_KEY = [ADMIN_USERS_PATH] as const;

/**
 * A page of the accounts whose name or email holds the search; the page shown stays while the next
 * loads. Admins only; no retry on 401, otherwise up to 3 tries.
 */
export function useAdminUsers(page: number, search: string) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, page, search],
    queryFn: () =>
      apiJson(
        adminUsersPageSchema,
        'GET',
        `${ADMIN_USERS_PATH}?${new URLSearchParams({ page: String(page), search })}`,
      ),
    placeholderData: keepPreviousData,
    retry: retryUnlessUnauthorized,
  });
}

/** Shows a change on every loaded page at once, then asks again for the counters it moved. */
function showOnEveryPage(
  queryClient: QueryClient,
  change: (items: AdminUser[]) => AdminUser[],
): void {
  queryClient.setQueriesData<AdminUsersPage>(
    { queryKey: ADMIN_USERS_KEY },
    (list) => list && { ...list, items: change(list.items) },
  );
  queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
}

/** Sends one user's role and status at once; each row has its own, so each shows its own wait. */
export function useSetUserRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserRoleChange) =>
      apiJson(adminUserSchema, 'PATCH', `${ADMIN_USERS_PATH}/${userId}/role`, change),
    onSuccess: (updated) => {
      showOnEveryPage(queryClient, (users) =>
        users.map((user) => (user.id === updated.id ? updated : user)),
      );
      queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
      toast({
        title: 'User Updated',
        description: 'User role and status have been updated successfully.',
      });
    },
    onError: (error) => toastAdminMutationError(error, 'Failed to update user. Please try again.'),
  });
}

/** Declines a pending request: the account leaves the list, and the person is told by mail. */
export function useDeclineUser(user: AdminUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', declineUserPath(user.id)),
    onSuccess: () => {
      showOnEveryPage(queryClient, (users) => users.filter((listed) => listed.id !== user.id));
      queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
      toast({
        title: 'Request Declined',
        description: `${displayName(user)} has been told by email, and their account removed.`,
      });
    },
    onError: (error) => toastAdminMutationError(error, 'Failed to decline. Please try again.'),
  });
}
