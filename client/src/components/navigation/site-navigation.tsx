// The navigation bar of every page: fixed at the top, transparent until the page scrolls, then
// opaque with a border. Below the xl breakpoint its links live in the mobile panel. No label of the
// bar wraps onto a second line (decision 45): each keeps to one line, and a club name too long for
// the room left ends in an ellipsis.
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { ResponsiveImage } from '@/components/responsive-image';
import { buttonClasses } from '@/components/ui/button';
import { loginUrl } from '@/features/auth/login-url';
import { useAuth } from '@/features/auth/use-auth';
import { useClubConfig, useClubName } from '@/features/club/use-club-config';
import { EditPageSwitch } from '@/features/page-texts/edit-page-switch';
import { BarLinks } from './bar-links';
import { MobileMenu } from './mobile-menu';

// Only signed-in people need the controls' tooltip code.
const SignedInControls = lazy(() => import('./signed-in-controls'));

export function SiteNavigation() {
  const [location] = useLocation();
  const isHome = location === '/';
  const auth = useAuth();
  const config = useClubConfig().data;
  const clubName = useClubName();
  // The bar turns white once the page is scrolled; over the dark hero of `/` it starts with the
  // hero's own colour and light text. Both follow `scrolled:`, which the page's boot script keeps,
  // so they hold before the code. The colour is the hero's rather than none: on a long page axe
  // took the bar's background for the white body beneath the hero.
  const barClasses = `border-transparent ${isHome ? 'bg-slate-900' : 'bg-transparent'} scrolled:border-slate-200 scrolled:bg-white scrolled:shadow-sm`;
  const textClasses = isHome ? 'text-white scrolled:text-slate-900' : 'text-slate-900';
  const linkClasses = `whitespace-nowrap rounded-md px-3 py-2 font-medium text-sm aria-[current=page]:text-accent-700 ${
    isHome
      ? 'text-slate-100 hover:bg-white/10 scrolled:text-slate-700 scrolled:hover:bg-slate-100'
      : 'text-slate-700 hover:bg-slate-100'
  }`;

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors ${barClasses} ${textClasses}`}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-[96rem] items-center gap-4 px-4 sm:px-6"
      >
        <Link
          href="/"
          // The whole name on hover where the bar has cut it short.
          title={clubName}
          className="mr-auto flex min-w-0 items-center gap-2 font-extrabold text-lg leading-tight tracking-tight"
        >
          {config?.logoUrl && (
            // The name beside it says where the link leads; the logo, whatever its shape, fits a
            // fixed square so that nothing moves as it loads.
            <ResponsiveImage
              src={config.logoUrl}
              alt=""
              display="navigationLogo"
              loading="eager"
              className="size-10 shrink-0 object-contain"
            />
          )}
          {/* A phone has the room for two lines; a wider bar keeps its one line for the links. */}
          <span className="max-lg:line-clamp-2 max-lg:wrap-break-word lg:truncate">{clubName}</span>
        </Link>
        <BarLinks isHome={isHome} user={auth.user} linkClasses={linkClasses} />
        <EditPageSwitch />
        <div
          className={`hidden shrink-0 items-center gap-2 xl:flex ${auth.isLoading ? 'invisible' : ''}`}
        >
          {auth.user ? (
            <Suspense>
              <SignedInControls user={auth.user} linkClasses={linkClasses} />
            </Suspense>
          ) : (
            <SignedOutControls linkClasses={linkClasses} />
          )}
        </div>
        <MobileMenu isHome={isHome} auth={auth} buttonClasses={linkClasses} />
      </nav>
    </header>
  );
}

function SignedOutControls({ linkClasses }: { linkClasses: string }) {
  return (
    <>
      <a href={loginUrl()} className={linkClasses}>
        Login
      </a>
      <Link href="/join" className={buttonClasses({ className: 'whitespace-nowrap text-sm' })}>
        Join Us
      </Link>
    </>
  );
}
