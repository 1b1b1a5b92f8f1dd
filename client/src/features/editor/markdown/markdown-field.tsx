// A Markdown field of an entry's card (an article's body, decision 37), edited in place like the
// card's other fields (InlineEdit): the rendered text and an Edit button, which opens the Markdown
// editor with Save and Cancel. Ctrl+Enter saves, Escape cancels; focus goes back to Edit.
import type { ImageKind } from '@common/club/uploads';
import { Check, Pencil, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useEditCycle } from '@/components/inline-edit/use-edit-cycle';
import { Button } from '@/components/ui/button';
import { MarkdownBox, MarkdownEditor } from './markdown-editor';

const labelClasses = 'block font-medium text-slate-600 text-xs uppercase';

export function MarkdownField({
  label,
  value,
  onSave,
  imageKind,
  className = '',
}: {
  label: string;
  value: string | null;
  /** Persists the text; while it runs Save is disabled, and when it rejects the editor stays. */
  onSave: (text: string) => Promise<void>;
  imageKind?: ImageKind;
  className?: string;
}) {
  const id = useId();
  const labelId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { editing, text, setText, saving, error, button, open, close, save } = useEditCycle({
    initialText: value ?? '',
    commit: onSave,
    check: (draft) => (draft.trim() === '' ? `${label} is required` : undefined),
  });

  // Opened, or refused: the text is there to write.
  useEffect(() => {
    if (editing) textarea.current?.focus();
  }, [editing, error]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // Only the field's own editing ends: a dialog or a page around it stays as it is.
      event.stopPropagation();
      if (!saving) close();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  if (editing) {
    return (
      // A plain group, not a form: the card's fields are not one form.
      // biome-ignore lint/a11y/noStaticElementInteractions: keys of the controls inside bubble here
      <div className={`space-y-2 ${className}`} onKeyDown={onKeyDown}>
        <MarkdownEditor
          id={id}
          label={label}
          labelClassName={labelClasses}
          value={text}
          onChange={setText}
          imageKind={imageKind}
          required
          error={error ?? undefined}
          readOnly={saving}
          inputRef={textarea}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => void save()} disabled={saving}>
            <Check aria-hidden="true" className="size-4" />
            {saving ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="outline" size="sm" onClick={close} disabled={saving}>
            <X aria-hidden="true" className="size-4" />
            Cancel
          </Button>
          <span className="text-slate-600 text-xs">Ctrl+Enter saves</span>
        </div>
      </div>
    );
  }

  return (
    <div className={`group ${className}`}>
      <div className="flex items-center justify-between gap-2">
        <span id={labelId} className={labelClasses}>
          {label}
        </span>
        <Button
          ref={button}
          variant="outline"
          size="sm"
          onClick={open}
          aria-label={`Edit ${label}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
      </div>
      <MarkdownBox
        text={value ?? ''}
        emptyText="Not set"
        labelledBy={labelId}
        className="mt-1 max-h-80 bg-slate-50 p-3"
      />
    </div>
  );
}
