// The menu button below the xl breakpoint and its panel. Both are in the page as the server sends
// it, and the button opens the panel through the browser's own command (`commandfor`, a modal
// <dialog>), so the first tap opens the menu at once, before the site's code has come.
import { Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AuthState } from '@/features/auth/use-auth';
import { browserRunsCommands, commandAttributes } from '@/lib/browser-commands';
import MobileMenuPanel from './mobile-menu-panel';
import { MOBILE_MENU_ID } from './nav-links';

const opensTheMenu = commandAttributes(MOBILE_MENU_ID, 'show-modal');

export function MobileMenu({
  isHome,
  auth,
  buttonClasses,
}: {
  isHome: boolean;
  auth: AuthState;
  buttonClasses: string;
}) {
  const panelRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // The panel may have been opened before the code came.
    setOpen(panel.open);
    const follow = () => setOpen(panel.open);
    panel.addEventListener('toggle', follow);
    panel.addEventListener('close', follow);
    return () => {
      panel.removeEventListener('toggle', follow);
      panel.removeEventListener('close', follow);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        {...opensTheMenu}
        onClick={() => {
          if (!browserRunsCommands()) panelRef.current?.showModal();
        }}
        className={`xl:hidden ${buttonClasses}`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <MobileMenuPanel panelRef={panelRef} isHome={isHome} auth={auth} />
    </>
  );
}
