// Invitations: an admin invites people by email, who then sign in to an account that is ready.
import { INVITATION_DAYS } from '@common/admin/mail';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';

export function InvitationsPanel() {
  return (
    <>
      <p className="mt-2 text-slate-700">
        Each person gets an email with a link that works for {INVITATION_DAYS} days. Signing in with
        the invited address gives them their role at once, without waiting for approval.
      </p>
      <InviteForm />
      <InvitationList />
    </>
  );
}
