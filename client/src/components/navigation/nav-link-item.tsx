import { Link, useLocation } from 'wouter';
import type { NavLink } from './nav-links';

/**
 * One navigation link: a plain anchor within the page, a client-side link to another page, which
 * screen readers announce as the current page where it leads here.
 */
export function NavLinkItem({
  link,
  className,
  onSelect,
}: {
  link: NavLink;
  className: string;
  onSelect?: () => void;
}) {
  const [location] = useLocation();
  if (link.kind === 'anchor') {
    return (
      <a href={link.href} className={className} onClick={onSelect}>
        {link.label}
      </a>
    );
  }
  return (
    <Link
      href={link.href}
      aria-current={location === link.href ? 'page' : undefined}
      className={className}
      onClick={onSelect}
    >
      {link.label}
    </Link>
  );
}
