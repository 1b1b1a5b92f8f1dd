// The club's subteams: one name per row, edited by keyboard as well as by mouse (Add, Remove,
// Move up/down), and saved as a whole list with the server's own rules.
import { MAX_SUBTEAMS } from '@common/club/club-config';
import { useId, useState } from 'react';
import { errorIdOf, inputClasses } from '@/components/ui/form-field';
import { issueMessagesOf, refusalMessagesOf, rowMessagesOf } from '../row-messages';
import { SettingSlot } from '../settings-section';
import { clubSettingsRules, messageOf, useSaveClubSettings } from '../use-club-settings';
import { type EditedRow, useEditedRows } from '../use-edited-rows';
import { useRowErrors } from '../use-row-errors';
import { type MoveDirection, type RegisterControl, useRowFocus } from '../use-row-focus';
import { RowButtons, RowListActions } from './row-buttons';
import { SettingError, SettingLabel } from './setting-label';

type Subteam = { name: string };

export function SubteamsEditor({ saved }: { saved: string[] }) {
  const save = useSaveClubSettings();
  const list = useEditedRows(
    saved.map((name) => ({ name })),
    { empty: { name: '' }, keyPrefix: 'subteam' },
  );
  // A subteam's one control, its box, goes by the row's key.
  const rowFocus = useRowFocus(list, (key) => key);
  const { errors, listError, ...rowErrors } = useRowErrors(rowFocus.focus);
  const [saving, setSaving] = useState(false);
  const labelId = useId();

  const onSave = async () => {
    const checked = clubSettingsRules.subteams.safeParse(list.rows.map((row) => row.name));
    if (!checked.success) {
      rowErrors.show(rowMessagesOf(list.rows, issueMessagesOf(checked.error.issues)));
      return;
    }
    rowErrors.clear();
    setSaving(true);
    try {
      await save({ subteams: checked.data });
      list.markSaved(checked.data.map((name) => ({ name })));
    } catch (refusal) {
      const found = rowMessagesOf(list.rows, refusalMessagesOf(refusal, 'subteams'));
      rowErrors.show(found, messageOf(refusal));
    } finally {
      setSaving(false);
    }
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
              register={rowFocus.register}
              onChange={(name) => list.change(index, { name })}
              onRemove={() => rowFocus.remove(index)}
              onMove={(direction) => rowFocus.move(index, direction)}
            />
          ))}
        </ol>
      )}
      <SettingError message={listError} />
      <RowListActions
        addLabel="Add subteam"
        canAdd={list.rows.length < MAX_SUBTEAMS}
        onAdd={rowFocus.add}
        saveLabel="Save subteams"
        saving={saving}
        onSave={onSave}
        changed={list.changed}
        register={rowFocus.register}
      />
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
  row: EditedRow<Subteam>;
  index: number;
  isLast: boolean;
  error: string | undefined;
  register: RegisterControl;
  onChange: (name: string) => void;
  onRemove: () => void;
  onMove: (direction: MoveDirection) => void;
}) {
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
        <RowButtons
          rowKey={row.key}
          name={`subteam ${index + 1}${row.name ? ` (${row.name})` : ''}`}
          index={index}
          isLast={isLast}
          register={register}
          onMove={onMove}
          onRemove={onRemove}
          className="mt-1 flex shrink-0 gap-1"
        />
      </div>
    </li>
  );
}
