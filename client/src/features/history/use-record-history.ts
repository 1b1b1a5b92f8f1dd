// A record's history (GET /api/admin/history/{kind}/{id}) and "Restore this version", with the
// editor's toasts. A restore marks stale whatever shows the record, so the editor and the site
// read it again.
import {
  type HistoryKind,
  historyPath,
  historySchema,
  type RestoreVersion,
  restoreVersionPath,
} from '@common/editor/history';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { failureMessage } from '@/lib/failure-message';
import { toast } from '@/lib/toast-store';

export function useRecordHistory(kind: HistoryKind, id: string, enabled: boolean) {
  // Read afresh at each opening: any save elsewhere may have added to it.
  return useQuery({
    queryKey: [historyPath(kind, id)],
    queryFn: () => apiJson(historySchema, 'GET', historyPath(kind, id)),
    enabled,
    staleTime: 0,
  });
}

export function useRestoreVersion(
  kind: HistoryKind,
  id: string,
  /** The queries that show the record: read again once it is restored. */
  shownIn: readonly string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: RestoreVersion) =>
      apiJson(historySchema, 'POST', restoreVersionPath(kind, id), version),
    onSuccess: async (history) => {
      queryClient.setQueryData([historyPath(kind, id)], history);
      await Promise.all(shownIn.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
      toast({ title: 'Version restored' });
    },
    onError: (error) =>
      toast({
        title: 'Failed to restore this version',
        description: failureMessage(error),
        variant: 'destructive',
      }),
  });
}
