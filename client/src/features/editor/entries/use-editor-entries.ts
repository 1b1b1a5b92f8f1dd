// The editor's reads and writes of one kind of entry, with their toasts ("Sponsor updated
// successfully!", "Failed to update sponsor" and the like). After each write the admins' list is
// read again and the public list and the Dashboard's checklist are marked stale, so that / shows
// it.
import { SITE_CHECKLIST_PATH } from '@common/club/club-config';
import type { MoveDirection } from '@common/editor/editor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { failureMessage } from '@/lib/failure-message';
import { toast } from '@/lib/toast-store';
import type { EditorEntity, Entry } from '../editor-entities';

/** Every entry of a kind, drafts and hidden ones included. */
export function useEditorEntries(entity: EditorEntity) {
  return useQuery<Entry[]>({ queryKey: [entity.adminListPath] });
}

function failed(action: 'update' | 'create' | 'delete', entity: EditorEntity, error: unknown) {
  const description = failureMessage(error);
  toast({
    title: `Failed to ${action} ${entity.label.toLowerCase()}`,
    description,
    variant: 'destructive',
  });
  return description;
}

export function useEntryActions(entity: EditorEntity) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [entity.adminListPath] }),
      queryClient.invalidateQueries({ queryKey: [entity.apiPath] }),
      // "Add a team member" on the Dashboard's checklist follows the team.
      queryClient.invalidateQueries({ queryKey: [SITE_CHECKLIST_PATH] }),
    ]);

  /**
   * Changes one field. A value its rule refuses is not sent; either way a refusal rejects with the
   * message to show beside the field.
   */
  const updateField = async (entry: Entry, field: string, value: unknown) => {
    const checked = entity.rules[field]?.safeParse(value);
    if (checked && !checked.success) {
      throw new Error(checked.error.issues[0]?.message ?? 'This value is not allowed');
    }
    try {
      await apiRequest('PUT', `${entity.apiPath}/${entry.id}`, {
        [field]: checked ? checked.data : value,
      });
    } catch (error) {
      throw new Error(failed('update', entity, error));
    }
    await refresh();
    toast({ title: `${entity.label} updated successfully!` });
  };

  const create = useMutation({
    mutationFn: (values: unknown) => apiJson(entity.rowSchema, 'POST', entity.apiPath, values),
    onSuccess: async () => {
      await refresh();
      toast({ title: `${entity.label} created successfully!` });
    },
    onError: (error) => failed('create', entity, error),
  });

  const remove = useMutation({
    mutationFn: (entry: Entry) => apiRequest('DELETE', `${entity.apiPath}/${entry.id}`),
    onSuccess: async () => {
      await refresh();
      toast({ title: `${entity.label} deleted successfully!` });
    },
    onError: (error) => failed('delete', entity, error),
  });

  /** Moves an entry one place (POST {apiPath}/{id}/move); true once moved. */
  const move = async (entry: Entry, direction: MoveDirection): Promise<boolean> => {
    try {
      await apiRequest('POST', `${entity.apiPath}/${entry.id}/move`, { direction });
    } catch (error) {
      toast({
        title: 'Failed to update the order',
        description: failureMessage(error),
        variant: 'destructive',
      });
      return false;
    }
    await refresh();
    toast({ title: `${entity.label} moved ${direction}` });
    return true;
  };

  /** Saves a whole new order (PUT {apiPath}/order), shown at once and undone if refused. */
  const reorder = async (ordered: Entry[]) => {
    queryClient.setQueryData<Entry[]>([entity.adminListPath], ordered);
    try {
      await apiRequest('PUT', `${entity.apiPath}/order`, { ids: ordered.map((entry) => entry.id) });
      toast({ title: `${entity.listTitle} reordered` });
    } catch (error) {
      toast({
        title: 'Failed to update the order',
        description: failureMessage(error),
        variant: 'destructive',
      });
    }
    await refresh();
  };

  return { updateField, create, remove, move, reorder };
}
