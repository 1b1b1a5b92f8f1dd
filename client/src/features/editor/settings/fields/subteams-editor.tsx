// The club's subteams: one name per row, edited by keyboard as well as by mouse (Add, Remove,
// Move up/down), and saved as a whole list with the server's own rules.
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorIdOf, inputClasses } from '@/components/ui/form-field';
import { SettingSlot } from '../settings-section';
import {
  clubSettingsRules,
  messageOf,
  SettingRefused,
  useSaveClubSettings,
} from '../use-club-settings';
import { type SubteamRow, subteamErrorsOf, useSubteamRows } from '../use-subteam-rows';
import { SaveSettingButton } from './setting-buttons';
import { SettingError, SettingLabel } from './setting-label';

export function SubteamsEditor({ saved }: { saved: string[] }) {
  const save = useSaveClubSettings();
  const list = useSubteamRows(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [listError, setListError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const labelId = useId();
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

  const showErrors = (found: ReturnType<typeof subteamErrorsOf>, fallback: string | null) => {
    setErrors(found.byRow);
    setListError(found.listMessage ?? (found.first ? null : fallback));
    if (found.first) setFocusNext(found.first);
  };

  const onSave = async () => {
    setListError(null);
    const checked = clubSettingsRules.subteams.safeParse(list.names);
    if (!checked.success) {
      const issues = checked.error.issues.map(({ path, message }) => [path.join('.'), message]);
      showErrors(subteamErrorsOf(list.rows, issues as [string, string][]), null);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await save({ subteams: checked.data });
      list.markSaved(checked.data);
    } catch (refusal) {
      const serverErrors = refusal instanceof SettingRefused ? refusal.fieldErrors : {};
      const issues = Object.entries(serverErrors).map(
        ([field, message]) => [field.replace(/^subteams\.?/, ''), message] as [string, string],
      );
      showErrors(subteamErrorsOf(list.rows, issues), messageOf(refusal));
    } finally {
      setSaving(false);
    }
  };

  const remove = (index: number) => {
    const after = list.rows[index + 1] ?? list.rows[index - 1];
    list.remove(index);
    setFocusNext(after ? after.key : 'add');
  };
  const move = (index: number, direction: 'up' | 'down') => {
    const row = list.rows[index];
    if (!row) return;
    const target = direction === 'up' ? index - 1 : index + 1;
    list.move(index, target);
    const stillMovable = direction === 'up' ? target > 0 : target < list.rows.length - 1;
    setFocusNext(`${row.key}-${stillMovable ? direction : direction === 'up' ? 'down' : 'up'}`);
  };

  return (
    <SettingSlot
      name="subteams"
      hint="Each team card may name one. Renaming or removing a subteam leaves the cards that name it as they are: change those in the Team tab."
    >
      <SettingLabel id={labelId}>Subteams</SettingLabel>
      {list.rows.length === 0 ? (
        <p className="mt-2 text-slate-600 italic">No subteams yet.</p>
      ) : (
        <ol aria-labelledby={labelId} className="mt-2 max-w-xl space-y-2">
          {list.rows.map((row, index) => (
            <SubteamRowFields
              key={row.key}
              row={row}
              index={index}
              isLast={index === list.rows.length - 1}
              error={errors[row.key]}
              register={register}
              onChange={(name) => list.change(index, name)}
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
          onClick={() => setFocusNext(list.add())}
          disabled={list.full}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add subteam
        </Button>
        <SaveSettingButton label="Save subteams" saving={saving} onSave={onSave} />
        {list.changed && <span className="text-slate-600 text-sm">Unsaved changes</span>}
      </div>
    </SettingSlot>
  );
}

function SubteamRowFields({
  row,
  index,
  isLast,
  error,
  register,
  onChange,
  onRemove,
  onMove,
}: {
  row: SubteamRow;
  index: number;
  isLast: boolean;
  error: string | undefined;
  register: (id: string) => (element: HTMLElement | null) => void;
  onChange: (name: string) => void;
  onRemove: () => void;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const subteam = `subteam ${index + 1}${row.name ? ` (${row.name})` : ''}`;
  const moveButton = (direction: 'up' | 'down', disabled: boolean) => {
    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
    return (
      <Button
        ref={register(`${row.key}-${direction}`)}
        variant="outline"
        size="icon"
        disabled={disabled}
        onClick={() => onMove(direction)}
        aria-label={`Move ${subteam} ${direction}`}
      >
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    );
  };
  return (
    <li>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <input
            ref={register(row.key)}
            id={row.key}
            type="text"
            value={row.name}
            placeholder="e.g. Suspension"
            aria-label={`Subteam ${index + 1}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorIdOf(row.key) : undefined}
            onChange={(event) => onChange(event.target.value)}
            className={inputClasses}
          />
          {error && (
            <p id={errorIdOf(row.key)} className="mt-1 text-red-700 text-sm">
              {error}
            </p>
          )}
        </div>
        <div className="mt-1 flex shrink-0 gap-1">
          {moveButton('up', index === 0)}
          {moveButton('down', isLast)}
          <Button variant="outline" size="icon" onClick={onRemove} aria-label={`Remove ${subteam}`}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </li>
  );
}
