// A menu of the bar that shows a few links below its button (the disclosure pattern: a button that
// says whether its list is expanded, and plain links that Tab reaches in order). Escape closes it
// and gives focus back to the button; a press or focus elsewhere closes it too.
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLinkItem } from './nav-link-item';
import type { NavLink } from './nav-links';

const itemClasses =
  'block whitespace-nowrap rounded-md px-3 py-2 font-medium text-slate-800 text-sm hover:bg-slate-100 aria-[current=page]:text-accent-700';

export default function NavMenu({
  label,
  links,
  buttonClasses,
}: {
  label: string;
  links: NavLink[];
  /** The look of the bar's links, which the button shares. */
  buttonClasses: string;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && rootRef.current?.contains(target) === true;
    // A press outside, or focus that lands on something outside, closes it: a press on the list's
    // padding moves focus nowhere, and the list stays open then.
    const closeElsewhere = (event: Event) => {
      if (!isInside(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeElsewhere);
    document.addEventListener('focusin', closeElsewhere);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeElsewhere);
      document.removeEventListener('focusin', closeElsewhere);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className={`inline-flex items-center gap-1 ${buttonClasses}`}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 mt-2 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {links.map((link) => (
          <li key={link.href}>
            <NavLinkItem link={link} className={itemClasses} onSelect={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
