import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { AuthState } from '@/features/auth/use-auth';
import { MOBILE_MENU_ID } from './nav-links';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/** The menu button below the xl breakpoint; the panel's code loads when a person reaches for it. */
export function MobileMenu({
  isHome,
  auth,
  buttonClasses,
}: {
  isHome: boolean;
  auth: AuthState;
  buttonClasses: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={`xl:hidden ${buttonClasses}`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted && (
        <Suspense>
          <MobileMenuPanel
            open={open}
            onOpenChange={setOpen}
            isHome={isHome}
            auth={auth}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
