// Inline field editing, as in the editor and page texts: a field shows its value or "Not set" and a
// pencil button (shown on hover and on keyboard focus, always on touch screens); the pencil opens
// the editing controls, Save commits the draft and Cancel restores the value. Focus goes back to
// the pencil.
import { parseIntegerOrNull } from '@common/parse-integer';
import { Pencil } from 'lucide-react';
import { InlineEditForm } from './inline-edit-form';
import type { InlineEditProps } from './inline-edit-types';
import { useEditCycle } from './use-edit-cycle';

const toDraft = (value: string | number | null) => (value === null ? '' : String(value));

export function InlineEdit(props: InlineEditProps) {
  const {
    label,
    value,
    emptyText = 'Not set',
    showLabel,
    highlighted = false,
    valueClassName = '',
    className = '',
  } = props;
  const { editing, text, setText, saving, error, button, open, close, save } = useEditCycle({
    initialText: toDraft(value),
    commit: (draft) => commit(props, draft),
  });

  return (
    <div className={`group ${className}`}>
      {showLabel && (
        <span className="block font-medium text-slate-600 text-xs uppercase">{label}</span>
      )}
      {editing ? (
        <InlineEditForm
          field={props}
          draft={text}
          onDraftChange={setText}
          onSave={save}
          onCancel={close}
          saving={saving}
          error={error}
        />
      ) : (
        <div
          className={`flex items-start gap-1 ${highlighted ? 'rounded-md outline-2 outline-accent-500 outline-dashed outline-offset-4' : ''}`}
        >
          <div className={`min-w-0 flex-1 break-words ${valueClassName}`}>
            <Shown {...props} emptyText={emptyText} />
          </div>
          <button
            ref={button}
            type="button"
            onClick={open}
            aria-label={`Edit ${label}`}
            className={`shrink-0 rounded-md p-1.5 text-current hover:bg-slate-500/15 ${highlighted ? 'ring-2 ring-accent-500' : 'opacity-0 focus-visible:opacity-100 group-hover:opacity-100 pointer-coarse:opacity-100'}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}

/** The value as it reads, or the empty text. */
function Shown(props: InlineEditProps & { emptyText: string }) {
  if (props.value === null || props.value === '') {
    return <span className="text-slate-600 italic">{props.emptyText}</span>;
  }
  if (props.kind === 'select') {
    const option = props.options.find((candidate) => candidate.value === props.value);
    return <>{props.display ? props.display(props.value) : (option?.label ?? props.value)}</>;
  }
  if (props.kind === 'number') {
    return <>{props.display ? props.display(props.value) : props.value}</>;
  }
  const text = props.display ? props.display(props.value) : props.value;
  return <span className={props.kind === 'multiline' ? 'whitespace-pre-line' : ''}>{text}</span>;
}

/** Hands the draft to onSave as the kind's value: a number field parses it, text becoming null. */
function commit(props: InlineEditProps, draft: string): Promise<void> {
  return props.kind === 'number' ? props.onSave(parseIntegerOrNull(draft)) : props.onSave(draft);
}
