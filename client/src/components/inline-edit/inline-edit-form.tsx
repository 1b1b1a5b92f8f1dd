// The editing state of an inline field: the control for its kind, Save and Cancel. Enter saves a
// one-line field, Ctrl+Enter a text area; Escape cancels.
import { Check, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { InlineEditProps } from './inline-edit-types';

const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-accent-600 aria-[invalid=true]:border-red-600';

export function InlineEditForm({
  field,
  draft,
  onDraftChange,
  onSave,
  onCancel,
  saving,
  error,
}: {
  field: InlineEditProps;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  error: string | null;
}) {
  const errorId = useId();
  const control = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);

  useEffect(() => {
    control.current?.focus();
    if (control.current && 'select' in control.current && field.kind !== 'select') {
      control.current.select();
    }
  }, [field.kind]);

  // A refused save hands the control back for another try.
  useEffect(() => {
    if (error) control.current?.focus();
  }, [error]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // Only the field's own editing ends: a dialog or a page around it stays as it is.
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && event.target === control.current) {
      const multiline = field.kind === 'multiline';
      if (multiline && !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      onSave();
    }
  };

  const shared = {
    ref: control,
    value: draft,
    // Read-only rather than disabled while saving, so that the control keeps the focus.
    readOnly: saving,
    'aria-label': field.label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: controlClasses,
  };

  return (
    // A plain group, not a form: an inline field may sit inside another form.
    // biome-ignore lint/a11y/noStaticElementInteractions: keys of the controls inside bubble here
    <div className="mt-1 space-y-2" onKeyDown={onKeyDown}>
      {field.kind === 'multiline' ? (
        <textarea
          {...shared}
          rows={field.rows ?? 5}
          onChange={(event) => onDraftChange(event.target.value)}
        />
      ) : field.kind === 'select' ? (
        <select
          {...shared}
          disabled={saving}
          onChange={(event) => onDraftChange(event.target.value)}
        >
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type={field.kind === 'number' ? 'text' : (field.inputType ?? 'text')}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          onChange={(event) => onDraftChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={onSave} disabled={saving}>
          <Check aria-hidden="true" className="size-4" />
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
          <X aria-hidden="true" className="size-4" />
          Cancel
        </Button>
        {field.kind === 'multiline' && (
          <span className="text-slate-600 text-xs">Ctrl+Enter saves</span>
        )}
      </div>
    </div>
  );
}
