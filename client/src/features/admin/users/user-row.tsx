// One user of the list: name, email and joined date, then either Approve and Decline for a request
// that waits, or the role dropdown and active switch for later changes. An admin's own row is locked.

import { type AdminUser, displayName, SELF_CHANGE_MESSAGE } from '@common/admin/admin';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/format';
import { AccessControls } from './access-controls';
import { ApplicantControls } from './applicant-controls';

export function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const hint = isSelf ? `hint-${user.id}` : undefined;
  const waits = user.role === 'pending' && !isSelf;

  return (
    <li className="grid gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-semibold">
          {displayName(user)}
          {isSelf && <span className="ml-2 font-normal text-slate-600 text-sm">(you)</span>}
          {waits && (
            <Badge tone="amber" className="ml-2 align-middle">
              Waiting for approval
            </Badge>
          )}
        </p>
        <p className="break-all text-slate-700 text-sm">{user.email}</p>
        <p className="text-slate-600 text-sm">Joined {formatDay(user.createdAt)}</p>
        {hint && (
          <p id={hint} className="mt-1 text-slate-600 text-sm">
            {SELF_CHANGE_MESSAGE}
          </p>
        )}
      </div>
      {waits ? (
        <ApplicantControls user={user} />
      ) : (
        <AccessControls user={user} locked={isSelf} describedBy={hint} />
      )}
    </li>
  );
}
