// A page text with the admin's controls: the pencil of inline editing, and "Reset to default" once
// the text has been rewritten. Saved texts are what every visitor reads from the next page load.
import { type PageTextKey, type PageTextOverrides, pageTextDefaults } from '@common/page-texts';
import { useQueryClient } from '@tanstack/react-query';
import { InlineEdit } from '@/components/inline-edit/inline-edit';
import { Button } from '@/components/ui/button';
import { apiRequest, serverMessageOf } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { PAGE_TEXTS_KEY, usePageTexts } from './use-page-text';

export default function EditablePageText({ id, text }: { id: PageTextKey; text: string }) {
  const queryClient = useQueryClient();
  const isRewritten = usePageTexts().data?.[id] !== undefined;
  const definition = pageTextDefaults[id];

  const send = async (method: 'PUT' | 'DELETE', body?: { text: string }) => {
    try {
      const response = await apiRequest(method, `/api/page-texts/${id}`, body);
      queryClient.setQueryData<PageTextOverrides>(PAGE_TEXTS_KEY, await response.json());
    } catch (error) {
      throw new Error(serverMessageOf(error) ?? 'Failed to save the text. Please try again.');
    }
  };
  const reset = () =>
    send('DELETE').catch((error: Error) =>
      toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    );

  return (
    <span className="inline-flex w-full flex-col gap-1">
      <InlineEdit
        label={definition.label}
        value={text}
        kind={definition.multiline ? 'multiline' : 'text'}
        onSave={(value: string | null) => send('PUT', { text: value ?? '' })}
      />
      {isRewritten && (
        <Button
          variant="underlined"
          size="inline"
          onClick={reset}
          className="self-start text-sm opacity-80 hover:opacity-100"
        >
          Reset to default
        </Button>
      )}
    </span>
  );
}
