// Renaming a conversation in place: its title in a text box, Enter or Save keeps it, Escape or
// Cancel leaves it as it was. The server's schema gives the message of a title it refuses.
import {
  AXEL_CONVERSATION_TITLE_MAX_LENGTH,
  type AxelConversationSummary,
  axelConversationRenameSchema,
} from '@common/axel/axel-conversations';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { failureMessage } from '@/lib/failure-message';
import { useRenameConversation } from './use-conversations';

export function RenameConversationForm({
  conversation,
  onDone,
}: {
  conversation: AxelConversationSummary;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(conversation.title);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const rename = useRenameConversation();

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = axelConversationRenameSchema.safeParse({ title: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Title is required');
      input.current?.focus();
      return;
    }
    if (parsed.data.title === conversation.title) return onDone();
    rename.mutate(
      { id: conversation.id, title: parsed.data.title },
      {
        onSuccess: onDone,
        onError: (failure) => {
          setError(failureMessage(failure));
          input.current?.focus();
        },
      },
    );
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onDone();
  };

  return (
    <form onSubmit={save} onKeyDown={cancelOnEscape}>
      <label htmlFor={inputId} className="sr-only">
        Conversation title
      </label>
      <input
        id={inputId}
        ref={input}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={AXEL_CONVERSATION_TITLE_MAX_LENGTH}
        readOnly={rename.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClasses} mt-0 text-sm`}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          Save
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={rename.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
