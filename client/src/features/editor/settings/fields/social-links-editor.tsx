// The club's social accounts: a list of a label and an https address per row, edited by keyboard
// as well as by mouse (Add, Remove, Move up/down), and saved as a whole list.
import type { SocialLink } from '@common/club/club-config';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import { SettingSlot } from '../settings-section';
import {
  clubSettingsRules,
  messageOf,
  SettingRefused,
  useSaveClubSettings,
} from '../use-club-settings';
import { type SocialRow, useSocialRows } from '../use-social-rows';
import { SaveSettingButton } from './setting-buttons';
import { SettingError, SettingLabel } from './setting-label';

const MAX_ACCOUNTS = 12;

export function SocialLinksEditor({ saved }: { saved: SocialLink[] }) {
  const save = useSaveClubSettings();
  const list = useSocialRows(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [listError, setListError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const controls = useRef(new Map<string, HTMLElement>());
  const [focusNext, setFocusNext] = useState<string | null>(null);

  useEffect(() => {
    if (!focusNext) return;
    controls.current.get(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const register = (id: string) => (element: HTMLElement | null) => {
    if (element) controls.current.set(id, element);
    else controls.current.delete(id);
  };

  const onSave = async () => {
    setListError(null);
    const links = list.rows.map(({ label, url }) => ({ label, url }));
    const checked = clubSettingsRules.socialLinks.safeParse(links);
    if (!checked.success) {
      const found = rowErrorsOf(
        list.rows,
        checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );
      setErrors(found.byControl);
      setListError(found.listMessage);
      if (found.first) setFocusNext(found.first);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await save({ socialLinks: checked.data });
      list.markSaved();
    } catch (refusal) {
      const serverErrors = refusal instanceof SettingRefused ? refusal.fieldErrors : {};
      const found = rowErrorsOf(
        list.rows,
        Object.entries(serverErrors).map(([field, message]) => [
          field.replace(/^socialLinks\.?/, ''),
          message,
        ]),
      );
      setErrors(found.byControl);
      setListError(found.first ? null : messageOf(refusal));
    } finally {
      setSaving(false);
    }
  };

  const remove = (index: number) => {
    const after = list.rows[index + 1] ?? list.rows[index - 1];
    list.remove(index);
    setFocusNext(after ? `${after.key}-label` : 'add');
  };
  const move = (index: number, direction: 'up' | 'down') => {
    const row = list.rows[index];
    if (!row) return;
    const target = direction === 'up' ? index - 1 : index + 1;
    list.move(index, target);
    const stillMovable = direction === 'up' ? target > 0 : target < list.rows.length - 1;
    setFocusNext(`${row.key}-${stillMovable ? direction : direction === 'up' ? 'down' : 'up'}`);
  };
  const add = () => setFocusNext(`${list.add()}-label`);

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
              register={register}
              onChange={(change) => list.change(index, change)}
              onRemove={() => remove(index)}
              onMove={(direction) => move(index, direction)}
            />
          ))}
        </ol>
      )}
      <SettingError message={listError} />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          ref={register('add')}
          variant="outline"
          size="sm"
          onClick={add}
          disabled={list.rows.length >= MAX_ACCOUNTS}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add account
        </Button>
        <SaveSettingButton label="Save social accounts" saving={saving} onSave={onSave} />
        {list.changed && <span className="text-slate-600 text-sm">Unsaved changes</span>}
      </div>
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
  row: SocialRow;
  index: number;
  isLast: boolean;
  errors: Record<string, string>;
  register: (id: string) => (element: HTMLElement | null) => void;
  onChange: (change: Partial<SocialLink>) => void;
  onRemove: () => void;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const account = `account ${index + 1}${row.label ? ` (${row.label})` : ''}`;
  const input = (field: 'label' | 'url') => {
    const id = `${row.key}-${field}`;
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
  const moveButton = (direction: 'up' | 'down', disabled: boolean) => {
    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
    return (
      <Button
        ref={register(`${row.key}-${direction}`)}
        variant="outline"
        size="icon"
        disabled={disabled}
        onClick={() => onMove(direction)}
        aria-label={`Move ${account} ${direction}`}
      >
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    );
  };
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {input('label')}
        {input('url')}
        <div className="flex gap-1 sm:mt-6">
          {moveButton('up', index === 0)}
          {moveButton('down', isLast)}
          <Button variant="outline" size="icon" onClick={onRemove} aria-label={`Remove ${account}`}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Messages by control id ("<row key>-url") from messages by position ("2.url"). */
function rowErrorsOf(rows: SocialRow[], messages: [string, string][]) {
  const byControl: Record<string, string> = {};
  let listMessage: string | null = null;
  for (const [path, message] of messages) {
    const [position, field] = path.split('.');
    const row = rows[Number(position)];
    if (row && (field === 'label' || field === 'url')) {
      byControl[`${row.key}-${field}`] ??= message;
    } else {
      listMessage ??= message;
    }
  }
  const first = rows
    .flatMap((row) => [`${row.key}-label`, `${row.key}-url`])
    .find((id) => byControl[id]);
  return { byControl, listMessage, first };
}
