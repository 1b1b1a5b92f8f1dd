// The trash (GET /api/admin/trash), bringing an entry back and deleting it for good, with toasts.
// Either marks stale the lists that show entries of its kind.
import { TRASH_PATH, type TrashItem, trashItemPath, trashSchema } from '@common/editor/history';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { failureMessage } from '@/lib/failure-message';
import { toast } from '@/lib/toast-store';
import { editorAt } from '../editor/editor-entities';

export function useTrash() {
  // Read afresh each time the tab opens: a deletion elsewhere adds to it.
  return useQuery({
    queryKey: [TRASH_PATH],
    queryFn: () => apiJson(trashSchema, 'GET', TRASH_PATH),
    staleTime: 0,
  });
}

export function useTrashActions() {
  const queryClient = useQueryClient();
  const refresh = (item: TrashItem) => {
    const editor = editorAt(item.kind);
    return Promise.all(
      [TRASH_PATH, editor?.adminListPath, editor?.apiPath].map(
        (path) => path && queryClient.invalidateQueries({ queryKey: [path] }),
      ),
    );
  };
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: failureMessage(error), variant: 'destructive' });

  const restore = useMutation({
    mutationFn: (item: TrashItem) =>
      apiRequest('POST', `${trashItemPath(item.kind, item.id)}/restore`),
    onSuccess: async (_response, item) => {
      await refresh(item);
      toast({ title: `${editorAt(item.kind)?.label ?? 'Entry'} restored` });
    },
    onError: failed('Failed to restore this entry'),
  });

  const deleteForGood = useMutation({
    mutationFn: (item: TrashItem) => apiRequest('DELETE', trashItemPath(item.kind, item.id)),
    onSuccess: async (_response, item) => {
      await refresh(item);
      toast({ title: `${editorAt(item.kind)?.label ?? 'Entry'} deleted for good` });
    },
    onError: failed('Failed to delete this entry for good'),
  });

  return { restore, deleteForGood };
}
