// The mobile navigation panel: 300 px wide on the right, with the bar's links under "Resources" and
// "Team Area" (an admin's Admin and Editor last). A modal <dialog>: the browser keeps the rest of
// the page out of reach, Escape closes it and gives focus back to the menu button; once the code has
// come, Tab also goes round inside it rather than out to the browser.
import { LogOut, X } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useId } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses, closeButtonClasses } from '@/components/ui/button';
import { loginUrl } from '@/features/auth/login-url';
import { logout } from '@/features/auth/logout';
import type { AuthState } from '@/features/auth/use-auth';
import { browserRunsCommands, commandAttributes } from '@/lib/browser-commands';
import { scrollToIdSoon } from '@/lib/hooks/use-scroll-to-hash';
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

const closesTheMenu = commandAttributes(MOBILE_MENU_ID, 'close');

export default function MobileMenuPanel({
  panelRef,
  isHome,
  auth,
}: {
  panelRef: RefObject<HTMLDialogElement | null>;
  isHome: boolean;
  auth: AuthState;
}) {
  const titleId = useId();
  const close = () => panelRef.current?.close();
  // The open panel locks page scrolling, so an anchor scrolls once the panel has closed.
  const select = (link: NavLink) => {
    close();
    if (link.kind === 'anchor') scrollToIdSoon(link.href.slice(1));
  };
  const { user } = auth;

  return (
    <dialog
      ref={panelRef}
      id={MOBILE_MENU_ID}
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[300px] max-w-full flex-col overflow-y-auto border-0 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 open:flex"
    >
      <h2 id={titleId} className="font-extrabold text-lg">
        Menu
      </h2>
      <button
        type="button"
        aria-label="Close"
        {...closesTheMenu}
        onClick={() => {
          if (!browserRunsCommands()) close();
        }}
        className={closeButtonClasses}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
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
    </dialog>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')];
  const [first, last] = [controls[0], controls.at(-1)];
  const leaving = event.shiftKey ? first : last;
  if (!leaving || document.activeElement !== leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
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
