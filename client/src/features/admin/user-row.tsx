// One user of the list: name, email, joined date, a role dropdown and an active switch. Each change
// is sent at once with the other value unchanged (spec section 4). An admin's own row is locked.

import { type Role, roles } from '@common/access';
import { type AdminUser, displayName, SELF_CHANGE_MESSAGE } from '@common/admin';
import { inputClasses } from '@/components/ui/form-field';
import { Switch } from '@/components/ui/switch';
import { formatDay, roleLabels } from '@/lib/format';
import { useSetUserRole } from './use-admin-users';

export function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const update = useSetUserRole(user.id);
  // While a change is on its way, the controls show it rather than snapping back.
  const shown = update.isPending && update.variables ? update.variables : user;
  const name = displayName(user);
  const ids = { role: `role-${user.id}`, active: `active-${user.id}`, hint: `hint-${user.id}` };
  const locked = isSelf || update.isPending;
  const describedBy = isSelf ? ids.hint : undefined;

  return (
    <li className="grid gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-semibold">
          {name}
          {isSelf && <span className="ml-2 font-normal text-slate-600 text-sm">(you)</span>}
        </p>
        <p className="break-all text-slate-700 text-sm">{user.email}</p>
        <p className="text-slate-600 text-sm">Joined {formatDay(user.createdAt)}</p>
        {isSelf && (
          <p id={ids.hint} className="mt-1 text-slate-600 text-sm">
            {SELF_CHANGE_MESSAGE}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={ids.role} className="font-medium text-slate-800 text-sm">
          Role<span className="sr-only"> of {name}</span>
        </label>
        <select
          id={ids.role}
          value={shown.role}
          disabled={locked}
          aria-describedby={describedBy}
          onChange={(event) =>
            update.mutate({
              role: event.target.value as Role,
              isActive: shown.isActive === 1 ? 1 : 0,
            })
          }
          className={`${inputClasses} min-w-36 disabled:cursor-not-allowed disabled:bg-slate-100`}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <span id={ids.active} className="block font-medium text-slate-800 text-sm">
          Active<span className="sr-only"> account of {name}</span>
        </span>
        <div className="mt-2 flex items-center gap-2">
          <Switch
            checked={shown.isActive === 1}
            disabled={locked}
            aria-labelledby={ids.active}
            aria-describedby={describedBy}
            onCheckedChange={(checked) =>
              update.mutate({ role: shown.role, isActive: checked ? 1 : 0 })
            }
          />
          <span className="w-16 text-slate-700 text-sm">
            {shown.isActive === 1 ? 'Active' : 'Inactive'}
          </span>
        </div>
      </div>
    </li>
  );
}
