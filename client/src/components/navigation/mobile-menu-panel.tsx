// The mobile navigation panel: 300 px wide, sliding in from the right, with the bar's links under
// "Resources" and "Team Area" (an admin's Admin and Editor last). Radix traps focus inside it;
// Escape closes it.
import { LogOut } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogTitle, SheetContent } from '@/components/ui/dialog';
import { loginUrl } from '@/features/auth/login-url';
import { logout } from '@/features/auth/logout';
import type { AuthState } from '@/features/auth/use-auth';
import { scrollToIdSoon } from '@/lib/use-scroll-to-hash';
import { NavLinkItem } from './nav-link-item';
import {
  adminLinks,
  MOBILE_MENU_ID,
  type NavLink,
  pageLinks,
  resourceLinks,
  teamToolLinks,
} from './nav-links';

const membersAreaLink: NavLink = { label: 'Members Area', href: '/members', kind: 'route' };

const panelLinkClasses =
  'block rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-accent-700';

export default function MobileMenuPanel({
  open,
  onOpenChange,
  isHome,
  auth,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isHome: boolean;
  auth: AuthState;
  /** The menu button, focused again when the panel closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  // The open panel locks page scrolling, so an anchor scrolls once the panel has closed.
  const select = (link: NavLink) => {
    close();
    if (link.kind === 'anchor') scrollToIdSoon(link.href.slice(1));
  };
  const { user } = auth;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={MOBILE_MENU_ID}
        className="w-[300px] max-w-full text-slate-900"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="font-extrabold text-lg">Menu</DialogTitle>
        {user && <p className="mt-2 text-slate-700">Welcome, {user.firstName || 'member'}!</p>}
        <nav aria-label="Mobile" className="mt-6 flex flex-1 flex-col gap-6">
          <LinkGroup links={pageLinks(isHome)} onSelect={select} />
          <LinkGroup heading="Resources" links={resourceLinks} onSelect={select} />
          <LinkGroup
            heading="Team Area"
            links={[membersAreaLink, ...teamToolLinks(user), ...adminLinks(user)]}
            onSelect={select}
          />
          <div className="mt-auto flex flex-col gap-3 border-slate-200 border-t pt-6">
            {user ? (
              <>
                <Link
                  href="/profile"
                  onClick={close}
                  className={buttonClasses({ variant: 'outline' })}
                >
                  Profile
                </Link>
                <Button variant="ghost" onClick={logout}>
                  <LogOut aria-hidden="true" className="size-5" />
                  Log out
                </Button>
              </>
            ) : (
              !auth.isLoading && (
                <>
                  <a href={loginUrl()} className={buttonClasses()}>
                    Login with Google
                  </a>
                  <Link
                    href="/join"
                    onClick={close}
                    className={buttonClasses({ variant: 'outline' })}
                  >
                    Join Us
                  </Link>
                </>
              )
            )}
          </div>
        </nav>
      </SheetContent>
    </Dialog>
  );
}

function LinkGroup({
  heading,
  links,
  onSelect,
}: {
  heading?: string;
  links: NavLink[];
  onSelect: (link: NavLink) => void;
}) {
  return (
    <div>
      {heading && (
        <h2 className="px-3 font-semibold text-slate-500 text-xs uppercase tracking-wider">
          {heading}
        </h2>
      )}
      <ul className={heading ? 'mt-2' : ''}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLinkItem link={link} className={panelLinkClasses} onSelect={() => onSelect(link)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
