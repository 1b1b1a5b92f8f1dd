// A page text in edit mode: its pencil and outline, "Reset to default" once the text has been
// rewritten, and its History. Every save and failure shows a toast, as the editor's do. Saved texts
// are what every visitor reads from the next page load.
import {
  type PageTextKey,
  type PageTextOverrides,
  pageTextDefaults,
} from '@common/club/page-texts';
import { useQueryClient } from '@tanstack/react-query';
import { InlineEdit } from '@/components/inline-edit/inline-edit';
import { Button } from '@/components/ui/button';
import { HistoryButton } from '@/features/history/history-button';
import { apiRequest } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { toast } from '@/lib/toast-store';
import { PAGE_TEXTS_KEY, usePageTexts } from './use-page-text';

export default function EditablePageText({ id, text }: { id: PageTextKey; text: string }) {
  const queryClient = useQueryClient();
  const isRewritten = usePageTexts().data?.[id] !== undefined;
  const { label, multiline } = pageTextDefaults[id];

  /** Sends the change; a refusal's toast and message (shown beside the field) say why. */
  const send = async (method: 'PUT' | 'DELETE', body?: { text: string }) => {
    try {
      const response = await apiRequest(method, `/api/page-texts/${id}`, body);
      queryClient.setQueryData<PageTextOverrides>(PAGE_TEXTS_KEY, await response.json());
    } catch (error) {
      const description = failureMessage(error);
      const action = method === 'PUT' ? 'update' : 'reset';
      toast({
        title: `Failed to ${action} ${label.toLowerCase()}`,
        description,
        variant: 'destructive',
      });
      throw new Error(description);
    }
    toast({
      title: method === 'PUT' ? `${label} updated successfully!` : `${label} reset to default`,
    });
  };

  return (
    <span className="inline-flex w-full flex-col gap-1">
      <InlineEdit
        label={label}
        value={text}
        kind={multiline ? 'multiline' : 'text'}
        highlighted
        onSave={(value: string | null) => send('PUT', { text: value ?? '' })}
      />
      <span className="flex flex-wrap gap-x-4 gap-y-1 self-start text-sm">
        {isRewritten && (
          <Button
            variant="underlined"
            size="inline"
            onClick={() => send('DELETE').catch(() => {})}
            className="opacity-80 hover:opacity-100"
          >
            Reset to default
          </Button>
        )}
        <HistoryButton
          kind="page-texts"
          id={id}
          name={label}
          shownIn={PAGE_TEXTS_KEY}
          variant="underlined"
        />
      </span>
    </span>
  );
}
