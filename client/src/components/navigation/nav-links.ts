// What the navigation offers, shared by the desktop bar and the mobile panel.
import { canAccess } from '@common/auth/access';
import type { AuthUser } from '@common/auth/auth';

/** The id of the mobile navigation panel, which its menu button controls. */
export const MOBILE_MENU_ID = 'mobile-menu';

export interface NavLink {
  label: string;
  href: string;
  /** Anchors scroll within the landing page; routes change the page. */
  kind: 'anchor' | 'route';
}

const landingAnchors: NavLink[] = [
  { label: 'About', href: '#about', kind: 'anchor' },
  { label: 'Our Car', href: '#car', kind: 'anchor' },
  { label: 'News', href: '#news', kind: 'anchor' },
  { label: 'Team', href: '#team', kind: 'anchor' },
  { label: 'Sponsors', href: '#sponsors', kind: 'anchor' },
  { label: 'Join Us', href: '#contact', kind: 'anchor' },
];

const homeLink: NavLink = { label: 'Home', href: '/', kind: 'route' };

/** The landing page's section anchors on `/`, a Home link elsewhere. */
export function pageLinks(isHome: boolean): NavLink[] {
  return isHome ? landingAnchors : [homeLink];
}

export const resourceLinks: NavLink[] = [
  { label: 'Events', href: '/events', kind: 'route' },
  { label: 'Rules', href: '/rules', kind: 'route' },
];

/**
 * Team links after Members: the Directory for approved members, Axel AI for designers and admins,
 * Time Tracking for anyone signed in.
 */
export function teamToolLinks(user: AuthUser | null): NavLink[] {
  const links: NavLink[] = [];
  if (canAccess(user, 'activeMember')) {
    links.push({ label: 'Directory', href: '/members/directory', kind: 'route' });
  }
  if (user && canAccess(user, 'designer')) {
    links.push({ label: 'Axel AI', href: '/axel', kind: 'route' });
  }
  if (user) links.push({ label: 'Time Tracking', href: '/time-tracking', kind: 'route' });
  return links;
}

/** An admin's two tools: the user management panel and the website editor; none for others. */
export function adminLinks(user: AuthUser | null): NavLink[] {
  if (!canAccess(user, 'admin')) return [];
  return [
    { label: 'Admin', href: '/admin', kind: 'route' },
    { label: 'Editor', href: '/admin/edit', kind: 'route' },
  ];
}
