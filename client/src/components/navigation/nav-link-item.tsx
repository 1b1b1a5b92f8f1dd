import { Link } from 'wouter';
import type { NavLink } from './nav-links';

/** One navigation link: a plain anchor within the page, a client-side link to another page. */
export function NavLinkItem({
  link,
  className,
  onSelect,
}: {
  link: NavLink;
  className: string;
  onSelect?: () => void;
}) {
  if (link.kind === 'anchor') {
    return (
      <a href={link.href} className={className} onClick={onSelect}>
        {link.label}
      </a>
    );
  }
  return (
    <Link href={link.href} className={className} onClick={onSelect}>
      {link.label}
    </Link>
  );
}
