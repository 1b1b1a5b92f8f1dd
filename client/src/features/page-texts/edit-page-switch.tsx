// The navigation's "Edit page" switch, for admins, once the page has hydrated. Its words stay
// beside it at every width: a switch named only by a tooltip leaves a sighted admin guessing.
import { canAccess } from '@common/auth/access';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { useAuth } from '@/features/auth/use-auth';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { setEditMode, useEditMode } from './edit-mode';

export function EditPageSwitch() {
  const { user } = useAuth();
  const editing = useEditMode();
  const hydrated = useHydrated();
  const switchId = useId();
  if (!canAccess(user, 'admin') || !hydrated) return null;
  return (
    <span className="flex shrink-0 items-center gap-2 whitespace-nowrap font-medium text-sm">
      {/* A press on the words flips the switch too. */}
      <label htmlFor={switchId} className="cursor-pointer">
        Edit page
      </label>
      <Switch id={switchId} checked={editing} onCheckedChange={setEditMode} size="sm" />
    </span>
  );
}
