// The user list of /admin and a change of one user's role and status, sent at once with the other
// value unchanged.
import {
  type AdminUser,
  adminUserSchema,
  adminUsersSchema,
  declineUserPath,
  displayName,
  type UserRoleChange,
} from '@common/admin/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, retryUnlessUnauthorized } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { toast } from '@/lib/toast-store';
import { toastAdminMutationError } from '../admin-mutation-error';
import { AUDIT_LOG_KEY } from '../audit-log/use-audit-log';

const ADMIN_USERS_PATH = '/api/admin/users';
export const ADMIN_USERS_KEY = [ADMIN_USERS_PATH] as const;

/** Admins only; no retry on 401, otherwise up to 3 tries. */
export function useAdminUsers() {
  return useQuery({
    queryKey: ADMIN_USERS_KEY,
    queryFn: () => apiJson(adminUsersSchema, 'GET', ADMIN_USERS_PATH),
    retry: retryUnlessUnauthorized,
  });
}

/** Sends one user's role and status at once; each row has its own, so each shows its own wait. */
export function useSetUserRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserRoleChange) =>
      apiJson(adminUserSchema, 'PATCH', `${ADMIN_USERS_PATH}/${userId}/role`, change),
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminUser[]>(ADMIN_USERS_KEY, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
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
      queryClient.setQueryData<AdminUser[]>(ADMIN_USERS_KEY, (users) =>
        users?.filter((listed) => listed.id !== user.id),
      );
      queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
      toast({
        title: 'Request Declined',
        description: `${displayName(user)} has been told by email, and their account removed.`,
      });
    },
    onError: (error) => toastAdminMutationError(error, 'Failed to decline. Please try again.'),
  });
}
