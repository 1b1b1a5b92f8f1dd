// Deleting an entry asks first in a dialog, and says where it goes: "This action cannot be undone"
// stopped being true with the trash (decision 36).
import { TRASH_DAYS } from '@common/editor/history';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export function DeleteEntryButton({
  name,
  label,
  onConfirm,
}: {
  /** The entry's name, as the dialog quotes it. */
  name: string;
  /** The kind of entry: "Team member". */
  label: string;
  /** Deletes; resolves when done, rejects (after its own toast) when refused. */
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </>
      }
      triggerLabel={`Delete ${name}`}
      title={`Delete ${label.toLowerCase()}?`}
      description={`Are you sure you want to delete "${name}"? It goes to the Trash tab, where an admin can restore it for ${TRASH_DAYS} days.`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      onConfirm={onConfirm}
    />
  );
}
