// The signed-in member's own directory entry: their phone and chat handle, and what they share.
import {
  DIRECTORY_CONTACTS_PATH,
  type DirectoryContactsChange,
  directoryContactsSchema,
  MEMBERS_DIRECTORY_PATH,
} from '@common/members/directory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessageOf } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { toast } from '@/lib/toast-store';

export const DIRECTORY_CONTACTS_KEY = [DIRECTORY_CONTACTS_PATH] as const;

export function useDirectoryContacts() {
  return useQuery({
    queryKey: DIRECTORY_CONTACTS_KEY,
    queryFn: () => apiJson(directoryContactsSchema, 'GET', DIRECTORY_CONTACTS_PATH),
  });
}

/** Sends the whole entry (the PUT replaces it), keeps the server's answer, and toasts either way. */
export function useSaveDirectoryContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DirectoryContactsChange) =>
      apiJson(directoryContactsSchema, 'PUT', DIRECTORY_CONTACTS_PATH, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(DIRECTORY_CONTACTS_KEY, saved);
      // The member's own card in the directory shows what they now share.
      queryClient.invalidateQueries({ queryKey: [MEMBERS_DIRECTORY_PATH] });
      toast({ title: 'Success', description: 'Directory settings saved' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to save your directory settings.',
        variant: 'destructive',
      }),
  });
}
