// The invitations sent, newest first: who, as what, whether they came, and until when the link
// works. A waiting or expired invitation can be sent again; a waiting one can be revoked.
import { type Invitation, type InvitationState, invitationStateLabels } from '@common/admin/mail';
import { SectionError } from '@/components/section-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { type BadgeTone, formatDay, roleLabels } from '@/lib/format';
import { useInvitations, useResendInvitation, useRevokeInvitation } from './use-invitations';

const stateTones: Record<InvitationState, BadgeTone> = {
  waiting: 'blue',
  accepted: 'green',
  expired: 'red',
  revoked: 'grey',
};

export function InvitationList() {
  const invitations = useInvitations();
  return (
    <>
      <h3 className="mt-8 font-bold text-lg">Sent invitations</h3>
      {invitations.isPending && (
        <div className="mt-3 space-y-3">
          {[1, 2].map((n) => (
            <Skeleton key={n} className="h-20" />
          ))}
        </div>
      )}
      {invitations.isError && (
        <SectionError message="Failed to load the invitations. Please try again later." />
      )}
      {invitations.data?.length === 0 && (
        <p className="mt-3 rounded-card bg-slate-50 p-6 text-center text-slate-700">
          No invitations yet.
        </p>
      )}
      {invitations.data && invitations.data.length > 0 && (
        <ul
          aria-label="Sent invitations"
          className="mt-3 divide-y divide-slate-200 rounded-card border border-slate-200"
        >
          {invitations.data.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const { email, name, role, state } = invitation;
  const canResend = state === 'waiting' || state === 'expired';
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="break-all font-semibold">{email}</p>
        {name && <p className="text-slate-700 text-sm">{name}</p>}
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <Badge tone={stateTones[state]}>{invitationStateLabels[state]}</Badge>
          <span className="text-slate-700 text-sm">as {roleLabels[role]}</span>
        </p>
        <p className="mt-1 text-slate-600 text-sm">{datesOf(invitation)}</p>
      </div>
      {canResend && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            onClick={() => resend.mutate(invitation)}
          >
            {resend.isPending ? 'Sending…' : 'Send again'}
            <span className="sr-only"> to {email}</span>
          </Button>
          {state === 'waiting' && (
            <ConfirmDialog
              trigger="Revoke"
              triggerLabel={`Revoke the invitation of ${email}`}
              title="Revoke this invitation?"
              description={`The link sent to ${email} will stop working. You can invite them again later.`}
              confirmLabel="Revoke"
              busyLabel="Revoking…"
              onConfirm={() => revoke.mutateAsync(invitation)}
            />
          )}
        </div>
      )}
    </li>
  );
}

/** When it was sent, by whom, and when it was used or runs out. */
function datesOf({ createdAt, invitedBy, state, acceptedAt, expiresAt }: Invitation): string {
  const sent = `Invited ${formatDay(createdAt)}${invitedBy ? ` by ${invitedBy}` : ''}`;
  if (state === 'accepted' && acceptedAt) return `${sent} · accepted ${formatDay(acceptedAt)}`;
  if (state === 'revoked') return sent;
  return `${sent} · ${state === 'expired' ? 'expired' : 'expires'} ${formatDay(expiresAt)}`;
}
