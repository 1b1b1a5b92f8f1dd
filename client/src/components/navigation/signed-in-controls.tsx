import type { AuthUser } from '@common/auth';
import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { Tooltip } from '@/components/ui/tooltip';
import { logout } from '@/features/auth/logout';

/** The bar's right end when signed in: the first name, to the profile, and a logout icon. */
export default function SignedInControls({
  user,
  linkClasses,
}: {
  user: AuthUser;
  linkClasses: string;
}) {
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
    </>
  );
}
