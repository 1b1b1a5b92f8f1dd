// The user list of /admin and a change of one user's role and status, sent at once with the other
// value unchanged.
import {
  type AdminUser,
  declineUserPath,
  displayName,
  type UserRoleChange,
} from '@common/admin/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, retryUnlessUnauthorized } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { toastAdminMutationError } from '../admin-mutation-error';
import { AUDIT_LOG_KEY } from '../audit-log/use-audit-log';

export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;

/** Admins only; no retry on 401, otherwise up to 3 tries. */
export function useAdminUsers() {
  return useQuery<AdminUser[]>({ queryKey: ADMIN_USERS_KEY, retry: retryUnlessUnauthorized });
}

/** Sends one user's role and status at once; each row has its own, so each shows its own wait. */
export function useSetUserRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UserRoleChange) => {
      const response = await apiRequest('PATCH', `/api/admin/users/${userId}/role`, change);
      return (await response.json()) as AdminUser;
    },
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
