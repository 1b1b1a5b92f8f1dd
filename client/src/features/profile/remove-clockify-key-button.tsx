// Removing the key asks first (decision 20): timers stop working until a new one.
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRemoveClockifyKey } from './use-clockify-key';

export function RemoveClockifyKeyButton() {
  const remove = useRemoveClockifyKey();
  return (
    <ConfirmDialog
      trigger="Remove"
      triggerSize="md"
      title="Remove your Clockify key?"
      description="The site forgets your key and can no longer start or stop your timers. Your time entries stay in Clockify, and you can connect again at any time."
      confirmLabel="Remove key"
      busyLabel="Removing…"
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
