// Deleting an entry asks first (spec sections 4 and 8; DESIGN.md, nothing lost).
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';

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
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The failure toast has said why; the dialog stays open for another try or Cancel.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${name}`}
        className="inline-flex items-center gap-1 rounded-lg border border-red-200 px-3 py-1.5 font-semibold text-red-700 text-sm hover:bg-red-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </button>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-10 font-bold text-xl">Delete {label.toLowerCase()}?</DialogTitle>
        <DialogDescription className="mt-3 text-slate-700">
          Are you sure you want to delete "{name}"? This action cannot be undone.
        </DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose
            disabled={deleting}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
          >
            Cancel
          </DialogClose>
          <button
            type="button"
            onClick={confirm}
            disabled={deleting}
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
          >
            {deleting ? 'Deleting…' : 'Delete'}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
