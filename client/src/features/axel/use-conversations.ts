// A designer's saved conversations with Axel: the list, one conversation with its
// answers, renaming, deleting, and the thumbs and comment on an answer.
import {
  AXEL_CONVERSATIONS_PATH,
  type AxelConversationList,
  type AxelFeedback,
  axelConversationListSchema,
  axelConversationPath,
  axelConversationSchema,
  axelConversationSummarySchema,
  axelTurnFeedbackPath,
  axelTurnFeedbackSchema,
} from '@common/axel/axel-conversations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { failureMessage } from '@/lib/failure-message';
import { toast } from '@/lib/toast-store';

export const CONVERSATIONS_KEY = [AXEL_CONVERSATIONS_PATH] as const;
const conversationKey = (id: string) => [AXEL_CONVERSATIONS_PATH, id] as const;

/** The ids the server makes; anything else in the address names no conversation. */
export const isConversationId = (id: string) =>
  /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(id);

const toastFailure = (title: string) => (error: Error) =>
  toast({ title, description: failureMessage(error), variant: 'destructive' });

export function useConversationList() {
  return useQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: () => apiJson(axelConversationListSchema, 'GET', AXEL_CONVERSATIONS_PATH),
  });
}

/**
 * One conversation, read when it is opened. Forgotten once closed (gcTime 0): the chat adds to it
 * while it is open, so what was read then is out of date.
 */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: conversationKey(id ?? ''),
    queryFn: () => apiJson(axelConversationSchema, 'GET', axelConversationPath(id ?? '')),
    enabled: id !== null && isConversationId(id),
    gcTime: 0,
  });
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      apiJson(axelConversationSummarySchema, 'PATCH', axelConversationPath(id), { title }),
    onSuccess: (renamed) =>
      queryClient.setQueryData<AxelConversationList>(CONVERSATIONS_KEY, (list) =>
        list
          ? {
              ...list,
              conversations: list.conversations.map((conversation) =>
                conversation.id === renamed.id ? renamed : conversation,
              ),
            }
          : list,
      ),
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', axelConversationPath(id)),
    onSuccess: (_response, id) => {
      queryClient.setQueryData<AxelConversationList>(CONVERSATIONS_KEY, (list) =>
        list
          ? {
              ...list,
              conversations: list.conversations.filter((conversation) => conversation.id !== id),
            }
          : list,
      );
      toast({ title: 'Conversation deleted' });
    },
    onError: toastFailure('Failed to delete the conversation'),
  });
}

export function useAnswerFeedback(conversationId: string, turnId: number) {
  return useMutation({
    mutationFn: (feedback: AxelFeedback) =>
      apiJson(
        axelTurnFeedbackSchema,
        'PUT',
        axelTurnFeedbackPath(conversationId, turnId),
        feedback,
      ),
    onError: toastFailure('Failed to send your feedback'),
  });
}
