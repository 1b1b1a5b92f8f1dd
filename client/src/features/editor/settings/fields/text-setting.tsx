// One setting typed in place (InlineEdit: pencil, then Save or Cancel), saved on its own.
import type { ReactNode } from 'react';
import { InlineEdit } from '@/components/inline-edit/inline-edit';
import { SettingSlot } from '../settings-section';
import { type SettingName, useSaveClubSettings } from '../use-club-settings';

export function TextSetting({
  name,
  label,
  value,
  hint,
  emptyText,
  multiline = false,
  inputType,
  display,
}: {
  name: SettingName;
  label: string;
  value: string | null;
  hint?: ReactNode;
  emptyText?: string;
  multiline?: boolean;
  inputType?: 'email' | 'url' | 'date';
  display?: (value: string) => ReactNode;
}) {
  const save = useSaveClubSettings();
  const common = {
    label,
    value,
    emptyText,
    display,
    showLabel: true,
    // A long address breaks anywhere rather than widening a phone's screen.
    valueClassName: 'wrap-anywhere',
    onSave: (next: string | null) => save({ [name]: next }),
  };
  return (
    <SettingSlot name={name} hint={hint}>
      {multiline ? (
        <InlineEdit {...common} kind="multiline" rows={3} />
      ) : (
        <InlineEdit {...common} inputType={inputType} />
      )}
    </SettingSlot>
  );
}
