// The club's social accounts: a list of a label and an https address per row, edited by keyboard
// as well as by mouse (Add, Remove, Move up/down), and saved as a whole list.
import type { SocialLink } from '@common/club/club-config';
import { useState } from 'react';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import { issueMessagesOf, refusalMessagesOf, rowMessagesOf } from '../row-messages';
import { SettingSlot } from '../settings-section';
import { clubSettingsRules, messageOf, useSaveClubSettings } from '../use-club-settings';
import { type EditedRow, useEditedRows } from '../use-edited-rows';
import { useRowErrors } from '../use-row-errors';
import {
  type MoveDirection,
  type RegisterControl,
  rowControlId,
  useRowFocus,
} from '../use-row-focus';
import { RowButtons, RowListActions } from './row-buttons';
import { SettingError, SettingLabel } from './setting-label';

const MAX_ACCOUNTS = 12;
const FIELDS = ['label', 'url'] as const;

export function SocialLinksEditor({ saved }: { saved: SocialLink[] }) {
  const save = useSaveClubSettings();
  const list = useEditedRows(saved, { empty: { label: '', url: '' }, keyPrefix: 'social' });
  const rowFocus = useRowFocus(list, (key) => rowControlId(key, 'label'));
  const { errors, listError, ...rowErrors } = useRowErrors(rowFocus.focus);
  const [saving, setSaving] = useState(false);

  const onSave = async () => {
    const links = list.rows.map(({ label, url }) => ({ label, url }));
    const checked = clubSettingsRules.socialLinks.safeParse(links);
    if (!checked.success) {
      rowErrors.show(rowMessagesOf(list.rows, issueMessagesOf(checked.error.issues), FIELDS));
      return;
    }
    rowErrors.clear();
    setSaving(true);
    try {
      await save({ socialLinks: checked.data });
      list.markSaved();
    } catch (refusal) {
      const found = rowMessagesOf(list.rows, refusalMessagesOf(refusal, 'socialLinks'), FIELDS);
      rowErrors.show(found, messageOf(refusal));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingSlot name="socialLinks">
      <SettingLabel>Social accounts</SettingLabel>
      {list.rows.length === 0 ? (
        <p className="mt-2 text-slate-600 italic">No social accounts yet.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {list.rows.map((row, index) => (
            <SocialRowFields
              key={row.key}
              row={row}
              index={index}
              isLast={index === list.rows.length - 1}
              errors={errors}
              register={rowFocus.register}
              onChange={(change) => list.change(index, change)}
              onRemove={() => rowFocus.remove(index)}
              onMove={(direction) => rowFocus.move(index, direction)}
            />
          ))}
        </ol>
      )}
      <SettingError message={listError} />
      <RowListActions
        addLabel="Add account"
        canAdd={list.rows.length < MAX_ACCOUNTS}
        onAdd={rowFocus.add}
        saveLabel="Save social accounts"
        saving={saving}
        onSave={onSave}
        changed={list.changed}
        register={rowFocus.register}
      />
    </SettingSlot>
  );
}

function SocialRowFields({
  row,
  index,
  isLast,
  errors,
  register,
  onChange,
  onRemove,
  onMove,
}: {
  row: EditedRow<SocialLink>;
  index: number;
  isLast: boolean;
  errors: Record<string, string>;
  register: RegisterControl;
  onChange: (change: Partial<SocialLink>) => void;
  onRemove: () => void;
  onMove: (direction: MoveDirection) => void;
}) {
  const input = (field: 'label' | 'url') => {
    const id = rowControlId(row.key, field);
    const error = errors[id];
    return (
      <FormField
        id={id}
        label={field === 'label' ? 'Label' : 'Link'}
        error={error}
        className={field === 'label' ? 'sm:w-40' : 'min-w-0 flex-1'}
      >
        <input
          ref={register(id)}
          id={id}
          type={field === 'label' ? 'text' : 'url'}
          value={row[field]}
          placeholder={field === 'label' ? 'Instagram' : 'https://instagram.com/…'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
          onChange={(event) => onChange({ [field]: event.target.value })}
          className={inputClasses}
        />
      </FormField>
    );
  };
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {input('label')}
        {input('url')}
        <RowButtons
          rowKey={row.key}
          name={`account ${index + 1}${row.label ? ` (${row.label})` : ''}`}
          index={index}
          isLast={isLast}
          register={register}
          onMove={onMove}
          onRemove={onRemove}
          className="flex gap-1 sm:mt-6"
        />
      </div>
    </li>
  );
}
