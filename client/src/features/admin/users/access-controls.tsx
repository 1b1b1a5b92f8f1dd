// A user's role dropdown and active switch. Each change is sent at once with the other value
// unchanged, and the controls show it while it is on its way rather than snapping back.

import { type AdminUser, displayName } from '@common/admin/admin';
import { roles } from '@common/auth/access';
import { Switch } from '@/components/ui/switch';
import { RoleSelect } from './role-select';
import { useSetUserRole } from './use-admin-users';

export function AccessControls({
  user,
  locked,
  describedBy,
}: {
  user: AdminUser;
  /** An admin's own row: shown, never changed. */
  locked: boolean;
  describedBy?: string;
}) {
  const update = useSetUserRole(user.id);
  const shown = update.isPending && update.variables ? update.variables : user;
  const name = displayName(user);
  const ids = { role: `role-${user.id}`, active: `active-${user.id}` };
  const disabled = locked || update.isPending;

  return (
    <>
      <RoleSelect
        id={ids.role}
        label={
          <>
            Role<span className="sr-only"> of {name}</span>
          </>
        }
        value={shown.role}
        choices={roles}
        disabled={disabled}
        describedBy={describedBy}
        onChange={(role) => update.mutate({ role, isActive: shown.isActive === 1 ? 1 : 0 })}
      />
      <div>
        <span id={ids.active} className="block font-medium text-slate-800 text-sm">
          Active<span className="sr-only"> account of {name}</span>
        </span>
        <div className="mt-2 flex items-center gap-2">
          <Switch
            checked={shown.isActive === 1}
            disabled={disabled}
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
    </>
  );
}
