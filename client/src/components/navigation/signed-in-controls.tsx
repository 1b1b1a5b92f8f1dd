import type { AuthUser } from '@common/auth/auth';
import { LogOut } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';
import { logout } from '@/features/auth/logout';
import { NavLinkItem } from './nav-link-item';

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
      <NavLinkItem
        link={{ label: user.firstName || 'Profile', href: '/profile', kind: 'route' }}
        // A long first name is cut short rather than pushing the bar's links out of line.
        className={`max-w-40 truncate ${linkClasses}`}
      />
      <Tooltip label="Log out">
        <button type="button" aria-label="Log out" onClick={logout} className={linkClasses}>
          <LogOut aria-hidden="true" className="size-5" />
        </button>
      </Tooltip>
    </>
  );
}
