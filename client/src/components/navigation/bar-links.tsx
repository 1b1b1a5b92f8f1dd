import { canAccess } from '@common/auth/access';
import type { AuthUser } from '@common/auth/auth';
import { lazy, Suspense } from 'react';
import { NavLinkItem } from './nav-link-item';
import { adminLinks, type NavLink, pageLinks, resourceLinks, teamToolLinks } from './nav-links';

// Only designers and admins open a menu of the bar.
const NavMenu = lazy(() => import('./nav-menu'));

const membersLink: NavLink = { label: 'Members', href: '/members', kind: 'route' };

/**
 * The bar's links from the xl breakpoint on: the page's own, Rules, the Members button, then a
 * signed-in person's tools, an admin's in an "Admin" menu.
 */
export function BarLinks({
  isHome,
  user,
  linkClasses,
}: {
  isHome: boolean;
  user: AuthUser | null;
  linkClasses: string;
}) {
  const pages = pageLinks(isHome);
  const admin = adminLinks(user);
  // With a designer's or an admin's tools in the bar, the landing page's six anchors fit in one
  // line only from 2xl on; narrower, they fold into a "Sections" menu where they would stand.
  const sectionsFolded = isHome && canAccess(user, 'designer');

  return (
    <ul className="hidden items-center gap-1 xl:flex">
      {sectionsFolded && (
        <li className="2xl:hidden">
          <Suspense>
            <NavMenu label="Sections" links={pages} buttonClasses={linkClasses} />
          </Suspense>
        </li>
      )}
      {pages.map((link) => (
        <li key={link.href} className={sectionsFolded ? 'max-2xl:hidden' : undefined}>
          <NavLinkItem link={link} className={linkClasses} />
        </li>
      ))}
      {resourceLinks.map((link) => (
        <li key={link.href}>
          <NavLinkItem link={link} className={linkClasses} />
        </li>
      ))}
      <li>
        <NavLinkItem
          link={membersLink}
          className={`ml-2 whitespace-nowrap rounded-md border px-3 py-2 font-medium text-sm aria-[current=page]:text-accent-700 ${
            isHome
              ? 'border-slate-400 hover:bg-white/10 scrolled:border-slate-300 scrolled:hover:bg-slate-100'
              : 'border-slate-300 hover:bg-slate-100'
          }`}
        />
      </li>
      {teamToolLinks(user).map((link) => (
        <li key={link.href}>
          <NavLinkItem link={link} className={linkClasses} />
        </li>
      ))}
      {admin.length > 0 && (
        <li>
          <Suspense>
            <NavMenu label="Admin" links={admin} buttonClasses={linkClasses} />
          </Suspense>
        </li>
      )}
    </ul>
  );
}
