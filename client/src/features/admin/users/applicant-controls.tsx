// A request that waits for approval: the role to give (Member unless chosen otherwise) with Approve,
// which makes the account active with that role in one change, and Decline, asked first.
import { type AdminUser, displayName } from '@common/admin/admin';
import { type InvitationRole, invitationRoles } from '@common/admin/mail';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RoleSelect } from './role-select';
import { useDeclineUser, useSetUserRole } from './use-admin-users';

export function ApplicantControls({ user }: { user: AdminUser }) {
  const [role, setRole] = useState<InvitationRole>('member');
  const approve = useSetUserRole(user.id);
  const decline = useDeclineUser(user);
  const name = displayName(user);
  const busy = approve.isPending || decline.isPending;
  const roleId = `approve-role-${user.id}`;

  return (
    <div className="flex flex-wrap items-end gap-3 sm:col-span-2 sm:justify-end">
      <RoleSelect
        id={roleId}
        label={
          <>
            Approve as<span className="sr-only"> role for {name}</span>
          </>
        }
        value={role}
        choices={invitationRoles}
        onChange={setRole}
        disabled={busy}
      />
      <Button
        disabled={busy}
        aria-label={`Approve ${name}`}
        onClick={() => approve.mutate({ role, isActive: 1 })}
      >
        {approve.isPending ? 'Approving…' : 'Approve'}
      </Button>
      <ConfirmDialog
        trigger="Decline"
        triggerLabel={`Decline ${name}`}
        triggerSize="md"
        triggerDisabled={busy}
        title={`Decline ${name}?`}
        description="Their account is removed and they get an email saying so. They can sign in again to ask anew."
        confirmLabel="Decline"
        busyLabel="Declining…"
        onConfirm={() => decline.mutateAsync()}
      />
    </div>
  );
}
