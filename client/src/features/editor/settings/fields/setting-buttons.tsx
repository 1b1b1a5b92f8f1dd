// The buttons a setting edited by hand shares: its Save, and Remove for a file it points to.
import { Save, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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

/**
 * Clears a setting that names an uploaded file ("Remove logo"), after asking: the server deletes
 * the file once nothing shows it.
 */
export function RemoveSettingButton({
  label,
  saving,
  onRemove,
}: {
  /** The setting's name: "Logo". */
  label: string;
  saving: boolean;
  /** Answers whether the setting was cleared; a refusal keeps the dialog open. */
  onRemove: () => Promise<boolean>;
}) {
  const name = label.toLowerCase();
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove {name}
        </>
      }
      triggerVariant="outline"
      triggerDisabled={saving}
      title={`Remove the ${name}?`}
      description={`The site stops showing it. The club settings' History can bring it back, and you can upload a new one at any time.`}
      confirmLabel="Remove"
      busyLabel="Removing…"
      onConfirm={async () => {
        if (!(await onRemove())) throw new Error(`The ${name} was not removed`);
      }}
    />
  );
}
