import type { ComponentProps } from 'react';
import { InlineEdit } from '@/components/inline-edit/inline-edit';
import { formatIsoDate } from '@/lib/format';
import type { EditorField, Entry } from '../editor-entities';
import { MarkdownField } from '../markdown/markdown-field';
import { useFieldOptions } from './use-field-options';
import { ZonedDateTimeField } from './zoned-date-time-field';

/** A text, or a list of short texts edited one on each line (a package's benefits). */
const textOf = (value: unknown) =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && value.length > 0
      ? value.join('\n')
      : null;
const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** One field of an entry's card, edited in place. */
export function EntryField({
  entry,
  field,
  onSave,
  showLabel = true,
  heading = false,
  valueClassName,
  className,
}: {
  entry: Entry;
  field: EditorField;
  onSave: (value: unknown) => Promise<void>;
  showLabel?: boolean;
  /** Shows the value as the card's heading. */
  heading?: boolean;
  valueClassName?: string;
  className?: string;
}) {
  const value = entry[field.name];
  const common = { label: field.label, showLabel, valueClassName, className, onSave };
  switch (field.kind) {
    case 'number':
      return <InlineEdit {...common} kind="number" value={numberOf(value)} />;
    case 'multiline':
      return <InlineEdit {...common} kind="multiline" value={textOf(value)} />;
    case 'markdown':
      return (
        <MarkdownField
          label={field.label}
          value={textOf(value)}
          onSave={onSave}
          className={className}
        />
      );
    case 'select':
      return <SelectField {...common} field={field} value={textOf(value) ?? ''} />;
    default:
      if (field.inputType === 'datetime') {
        return <ZonedDateTimeField {...common} value={textOf(value)} />;
      }
      return (
        <InlineEdit
          {...common}
          value={textOf(value)}
          inputType={field.inputType}
          display={
            heading
              ? (text) => <h3 className="font-bold text-lg">{text}</h3>
              : field.inputType === 'date'
                ? formatIsoDate
                : undefined
          }
        />
      );
  }
}

type SelectProps = Omit<
  Extract<ComponentProps<typeof InlineEdit>, { kind: 'select' }>,
  'kind' | 'options'
>;

/** A choice among the field's options, which may be another kind's entries. */
function SelectField({ field, ...props }: SelectProps & { field: EditorField }) {
  return <InlineEdit {...props} kind="select" options={useFieldOptions(field, props.value)} />;
}
