// The buttons a setting edited by hand shares: its Save, and Remove for a file it points to.
import { Save, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Saves the setting; says "Saving…" meanwhile. */
export function SaveSettingButton({
  label,
  saving,
  onSave,
  className = '',
}: {
  /** What it says when idle: "Save meeting". */
  label: string;
  saving: boolean;
  onSave: () => void;
  className?: string;
}) {
  return (
    <Button onClick={onSave} disabled={saving} className={`text-sm ${className}`}>
      <Save aria-hidden="true" className="size-4" />
      {saving ? 'Saving…' : label}
    </Button>
  );
}

/** Clears a setting that names an uploaded file ("Remove logo"). */
export function RemoveSettingButton({
  label,
  saving,
  onRemove,
}: {
  /** The setting's name: "Logo". */
  label: string;
  saving: boolean;
  onRemove: () => void;
}) {
  return (
    <Button variant="outline" size="sm" disabled={saving} onClick={onRemove}>
      <Trash2 aria-hidden="true" className="size-4" />
      Remove {label.toLowerCase()}
    </Button>
  );
}
