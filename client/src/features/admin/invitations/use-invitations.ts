// Invitations of /admin: the list, sending new ones, sending one again and revoking one. Each sends
// a mail, so the outbox is read afresh after it.
import {
  INVITATIONS_PATH,
  type Invitation,
  invitationMessageSchema,
  type invitationsRequestSchema,
  invitationsResultSchema,
  invitationsSchema,
} from '@common/admin/mail';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { retryUnlessUnauthorized } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { toast } from '@/lib/toast-store';
import { toastAdminMutationError } from '../admin-mutation-error';
import { AUDIT_LOG_KEY } from '../audit-log/use-audit-log';
import { OUTBOX_KEY } from '../messages/use-outbox';

export const INVITATIONS_KEY = [INVITATIONS_PATH] as const;

type InvitationsRequest = z.output<typeof invitationsRequestSchema>;

export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: () => apiJson(invitationsSchema, 'GET', INVITATIONS_PATH),
    retry: retryUnlessUnauthorized,
    // Read afresh each time /admin opens: people accept and invitations expire meanwhile.
    staleTime: 0,
  });
}

function refreshAfterInvitations(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [INVITATIONS_KEY, OUTBOX_KEY, AUDIT_LOG_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** Invites everyone listed; the form shows a refused request's problems itself. */
export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InvitationsRequest) =>
      apiJson(invitationsResultSchema, 'POST', INVITATIONS_PATH, request),
    onSuccess: (result) => {
      toast({ title: 'Invitations', description: result.message });
      return refreshAfterInvitations(queryClient);
    },
  });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      apiJson(invitationMessageSchema, 'POST', `${INVITATIONS_PATH}/${invitation.id}/resend`),
    onSuccess: ({ message }) => {
      toast({ title: 'Invitations', description: message });
      return refreshAfterInvitations(queryClient);
    },
    onError: (error) =>
      toastAdminMutationError(error, 'Failed to send the invitation again. Please try again.'),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      apiJson(invitationMessageSchema, 'DELETE', `${INVITATIONS_PATH}/${invitation.id}`),
    onSuccess: ({ message }) => {
      toast({ title: 'Invitations', description: message });
      return refreshAfterInvitations(queryClient);
    },
    onError: (error) =>
      toastAdminMutationError(error, 'Failed to revoke the invitation. Please try again.'),
  });
}
