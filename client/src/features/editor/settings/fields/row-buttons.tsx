// The buttons of a list edited by keyboard as well as by mouse: beside each row Move up, Move down
// and Remove, each named for the row ("Move subteam 2 (Aero) up"); under the list Add and Save.
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  ADD_CONTROL,
  type MoveDirection,
  type RegisterControl,
  rowControlId,
} from '../use-row-focus';
import { SaveSettingButton } from './setting-buttons';

export function RowButtons({
  rowKey,
  name,
  index,
  isLast,
  register,
  onMove,
  onRemove,
  className,
}: {
  rowKey: string;
  /** The row as the buttons name it: "account 1 (Instagram)". */
  name: string;
  index: number;
  isLast: boolean;
  register: RegisterControl;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  className: string;
}) {
  const moveButton = (direction: MoveDirection, disabled: boolean) => {
    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
    return (
      <Button
        ref={register(rowControlId(rowKey, direction))}
        variant="outline"
        size="icon"
        disabled={disabled}
        onClick={() => onMove(direction)}
        aria-label={`Move ${name} ${direction}`}
      >
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    );
  };
  return (
    <div className={className}>
      {moveButton('up', index === 0)}
      {moveButton('down', isLast)}
      <Button variant="outline" size="icon" onClick={onRemove} aria-label={`Remove ${name}`}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/**
 * Under the list: Add (which takes the focus once the last row is removed), Save, and whether the
 * list differs from what was last saved.
 */
export function RowListActions({
  addLabel,
  canAdd,
  onAdd,
  saveLabel,
  saving,
  onSave,
  changed,
  register,
}: {
  /** "Add subteam". */
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  /** "Save subteams". */
  saveLabel: string;
  saving: boolean;
  onSave: () => void;
  changed: boolean;
  register: RegisterControl;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <Button
        ref={register(ADD_CONTROL)}
        variant="outline"
        size="sm"
        onClick={onAdd}
        disabled={!canAdd}
      >
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
      <SaveSettingButton label={saveLabel} saving={saving} onSave={onSave} />
      {changed && <span className="text-slate-600 text-sm">Unsaved changes</span>}
    </div>
  );
}
