// The news card's publishing calls (decision 37): schedule, take the schedule back, save a field of
// a published article's draft of changes, publish or discard that draft. Each refreshes the lists
// and says what happened in a toast, like the editor's other writes.
import {
  type NewsDraftField,
  newsDraftFields,
  newsDraftPath,
  newsSchedulePath,
  publishNewsDraftPath,
} from '@common/news/news-publishing';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { toast } from '@/lib/toast-store';
import type { EditorEntity, Entry } from '../../editor/editor-entities';
import { scheduleOf } from './publish-moment';

const isDraftField = (field: string): field is NewsDraftField =>
  Object.hasOwn(newsDraftFields, field);

export function useNewsPublishing(entity: EditorEntity, entry: Entry) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [entity.adminListPath] }),
      queryClient.invalidateQueries({ queryKey: [entity.apiPath] }),
    ]);

  /** Sends one call; a refusal shows its toast and rejects with the message to show in place. */
  const send = async (
    method: 'PUT' | 'POST' | 'DELETE',
    path: string,
    body: unknown,
    { done, failed }: { done: string; failed: string },
  ) => {
    try {
      await apiRequest(method, path, body);
    } catch (error) {
      const description = failureMessage(error);
      toast({ title: failed, description, variant: 'destructive' });
      throw new Error(description);
    }
    await refresh();
    toast({ title: done });
  };

  return {
    schedule: (publishAt: Date) =>
      send('PUT', newsSchedulePath(entry.id), scheduleOf(publishAt), {
        done: 'News article scheduled',
        failed: 'Failed to schedule news article',
      }),
    unschedule: () =>
      send('DELETE', newsSchedulePath(entry.id), undefined, {
        done: 'Schedule cancelled: the article is a draft again',
        failed: 'Failed to cancel the schedule',
      }),
    /** Changes one field of the draft; a value its rule refuses is not sent. */
    saveDraftField: async (field: string, value: unknown) => {
      if (!isDraftField(field)) throw new Error(`${field} is not part of a draft`);
      const checked = newsDraftFields[field].safeParse(value);
      if (!checked.success) {
        throw new Error(checked.error.issues[0]?.message ?? 'This value is not allowed');
      }
      await send(
        'PUT',
        newsDraftPath(entry.id),
        { [field]: checked.data },
        {
          done: 'Draft saved: the public still sees the published article',
          failed: 'Failed to save the draft',
        },
      );
    },
    publishDraft: () =>
      send('POST', publishNewsDraftPath(entry.id), undefined, {
        done: 'Changes published',
        failed: 'Failed to publish the changes',
      }),
    discardDraft: () =>
      send('DELETE', newsDraftPath(entry.id), undefined, {
        done: 'Draft discarded',
        failed: 'Failed to discard the draft',
      }),
  };
}
