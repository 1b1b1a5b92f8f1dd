// The navigation's "Edit page" switch, for admins on a page that shows page texts (issue 15). Below
// the xl breakpoint it sits in the bar with its words; from there on, the bar is full of links and
// the signed-in controls show it alone, named by a tooltip (SignedInControls).
import { canAccess } from '@common/access';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { useAuth } from '@/features/auth/use-auth';
import { setEditMode, useEditMode, usePageHasTexts } from './edit-mode';

export const EDIT_PAGE = 'Edit page';

/** Whether the switch shows, and its state. */
export function useEditPageSwitch() {
  const { user } = useAuth();
  const editing = useEditMode();
  const hasTexts = usePageHasTexts();
  return { shown: canAccess(user, 'admin') && hasTexts, editing, setEditing: setEditMode };
}

export function EditPageSwitch() {
  const { shown, editing, setEditing } = useEditPageSwitch();
  const labelId = useId();
  if (!shown) return null;
  return (
    <span className="flex shrink-0 items-center gap-2 font-medium text-sm xl:hidden">
      <span id={labelId}>{EDIT_PAGE}</span>
      <Switch aria-labelledby={labelId} checked={editing} onCheckedChange={setEditing} size="sm" />
    </span>
  );
}
