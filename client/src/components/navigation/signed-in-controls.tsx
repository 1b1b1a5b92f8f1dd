import type { AuthUser } from '@common/auth';
import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { Switch } from '@/components/ui/switch';
import { Tooltip } from '@/components/ui/tooltip';
import { logout } from '@/features/auth/logout';
import { EDIT_PAGE, useEditPageSwitch } from '@/features/page-texts/edit-page-switch';

/**
 * The bar's right end when signed in: the first name, to the profile, a logout icon, and for an
 * admin on a page with page texts the "Edit page" switch.
 */
export default function SignedInControls({
  user,
  linkClasses,
}: {
  user: AuthUser;
  linkClasses: string;
}) {
  const editPage = useEditPageSwitch();
  return (
    <>
      <Link href="/profile" className={linkClasses}>
        {user.firstName || 'Profile'}
      </Link>
      <Tooltip label="Log out">
        <button type="button" aria-label="Log out" onClick={logout} className={linkClasses}>
          <LogOut aria-hidden="true" className="size-5" />
        </button>
      </Tooltip>
      {editPage.shown && (
        <Tooltip label={EDIT_PAGE}>
          <Switch
            aria-label={EDIT_PAGE}
            checked={editPage.editing}
            onCheckedChange={editPage.setEditing}
            size="sm"
          />
        </Tooltip>
      )}
    </>
  );
}
