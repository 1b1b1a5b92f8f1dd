import type { ReactNode } from 'react';

export interface InlineEditOption {
  value: string;
  label: string;
}

interface CommonProps<Value> {
  /** What the field is: the control's accessible name, and "Edit {label}" on the pencil. */
  label: string;
  value: Value;
  /**
   * Persists a new value. While it runs the controls are disabled; when it resolves the field
   * shows its value again. When it rejects the field stays in editing with the draft, and the
   * error's message is shown under the control.
   */
  onSave: (value: Value) => Promise<void>;
  /** How the value reads while viewing; by default the value itself. */
  display?: (value: NonNullable<Value>) => ReactNode;
  /** Shown instead of an empty value. */
  emptyText?: string;
  /** Shows the label above the value, for a list of fields. */
  showLabel?: boolean;
  /** Shows the pencil at all times and outlines the value: a page in edit mode. */
  highlighted?: boolean;
  /** Classes of the value's text while viewing (size, weight). */
  valueClassName?: string;
  className?: string;
}

/**
 * The props of InlineEdit, by kind of value:
 * - `text` (the default): one line, Enter saves; `inputType` picks a date, date and time, email
 *   or URL keyboard;
 * - `multiline`: a text area, Ctrl+Enter (or Cmd+Enter) saves, Enter starts a new line;
 * - `number`: one line parsed as a whole number, a non-numeric value becoming null;
 * - `select`: one of `options`.
 * Escape cancels in every kind.
 */
export type InlineEditProps =
  | (CommonProps<string | null> & {
      kind?: 'text';
      inputType?: 'text' | 'email' | 'url' | 'date' | 'datetime-local';
    })
  | (CommonProps<string | null> & { kind: 'multiline'; rows?: number })
  | (CommonProps<number | null> & { kind: 'number' })
  | (CommonProps<string> & { kind: 'select'; options: readonly InlineEditOption[] });
