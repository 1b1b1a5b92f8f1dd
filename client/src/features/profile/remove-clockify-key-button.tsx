// Removing the key asks first (DESIGN.md, nothing lost): timers stop working until a new one.
import { useState } from 'react';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { useRemoveClockifyKey } from './use-clockify-key';

export function RemoveClockifyKeyButton() {
  const [open, setOpen] = useState(false);
  const remove = useRemoveClockifyKey();
  const confirm = () => remove.mutate(undefined, { onSuccess: () => setOpen(false) });

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-red-200 px-4 py-2 font-semibold text-red-700 text-sm hover:bg-red-50"
      >
        Remove
      </button>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-10 font-bold text-xl">Remove your Clockify key?</DialogTitle>
        <DialogDescription className="mt-3 text-slate-700">
          The site forgets your key and can no longer start or stop your timers. Your time entries
          stay in Clockify, and you can connect again at any time.
        </DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose
            disabled={remove.isPending}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
          >
            Cancel
          </DialogClose>
          <button
            type="button"
            onClick={confirm}
            disabled={remove.isPending}
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
          >
            {remove.isPending ? 'Removing…' : 'Remove key'}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
