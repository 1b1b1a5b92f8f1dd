// Asks before an action that cannot be taken back, so that nothing is lost by a slip: a button
// opens a dialog that names what will happen; Confirm runs the action and closes once it is done.
import { type ReactNode, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant, buttonClasses } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog';

export function ConfirmDialog({
  trigger,
  triggerLabel,
  triggerVariant = 'danger-outline',
  triggerSize = 'sm',
  triggerDisabled = false,
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
}: {
  /** What the opening button shows (an icon and a word). */
  trigger: ReactNode;
  /** The opening button's accessible name, when it differs from what it shows. */
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  triggerDisabled?: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** What the confirm button says while the action runs: "Deleting…". */
  busyLabel: string;
  /** Runs the action; a rejection keeps the dialog open (the caller has said why). */
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller's toast has said why; the dialog stays for another try or Cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Button
        variant={triggerVariant}
        size={triggerSize}
        aria-label={triggerLabel}
        disabled={triggerDisabled}
        onClick={() => setOpen(true)}
      >
        {trigger}
      </Button>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-10 font-bold text-xl">{title}</DialogTitle>
        <DialogDescription className="mt-3 text-slate-700">{description}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose disabled={busy} className={buttonClasses({ variant: 'outline' })}>
            Cancel
          </DialogClose>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
