import { Link } from 'wouter';
import { NewTabLink } from '@/components/new-tab-link';
import { ResponsiveImage } from '@/components/responsive-image';
import { buttonClasses } from '@/components/ui/button';
import { useClubConfig, useClubName, useClubTagline } from '@/features/club/use-club-config';
import { PageText } from '@/features/page-texts/page-text';

const outlineButton = buttonClasses({ variant: 'outline-on-dark', size: 'lg' });
const solidButton = buttonClasses({ size: 'lg' });

/** The landing page's hero, in the club's own name, words and picture. */
export function HeroSection() {
  const config = useClubConfig().data;
  const clubName = useClubName();
  const tagline = useClubTagline();
  return (
    <section id="home" aria-labelledby="home-heading" className="bg-slate-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-12 px-6 pt-28 pb-20 lg:grid-cols-[1fr_auto] lg:items-center">
        <div className="min-w-0">
          <p className="inline-block rounded-full bg-accent-600/20 px-4 py-1 font-semibold text-accent-100 text-sm">
            <PageText id="home.badge" />
          </p>
          <h1
            id="home-heading"
            className="mt-6 wrap-break-word font-extrabold text-4xl tracking-tight sm:text-6xl"
          >
            {clubName}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-300">{tagline}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            {/* Without a signup form, signing up starts with the contact form below. */}
            {config?.signupFormUrl ? (
              <Link href="/join" className={solidButton}>
                Sign Up Now
              </Link>
            ) : (
              <a href="/#contact" className={solidButton}>
                Sign Up Now
              </a>
            )}
            {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the spec's label; it leads to the about section just below */}
            <a href="#about" className={outlineButton}>
              Learn More
            </a>
            {config?.sponsorBrochureUrl && (
              <NewTabLink href={config.sponsorBrochureUrl} className={outlineButton}>
                Sponsor Brochure
              </NewTabLink>
            )}
          </div>
        </div>
        <HeroVisual heroImageUrl={config?.heroImageUrl ?? null} />
      </div>
    </section>
  );
}

/** The hero's figure card ("100+ competing teams"), over the club's hero picture when it has one. */
function HeroVisual({ heroImageUrl }: { heroImageUrl: string | null }) {
  const card = (figureSize: string) => (
    <>
      <p className={`font-extrabold text-accent-500 ${figureSize}`}>
        <PageText id="home.statFigure" />
      </p>
      <p className="mt-2 text-slate-300">
        <PageText id="home.statLabel" />
      </p>
    </>
  );
  if (!heroImageUrl) {
    return <div className="rounded-card bg-slate-800 p-8 text-center">{card('text-5xl')}</div>;
  }
  return (
    <div className="relative lg:w-[30rem]">
      {/* A fixed 4:3 frame: the picture, whatever its own shape, moves nothing as it loads. */}
      <ResponsiveImage
        src={heroImageUrl}
        alt=""
        display="hero"
        fetchPriority="high"
        className="aspect-[4/3] w-full rounded-card bg-slate-800 object-cover"
      />
      <div className="absolute bottom-4 left-4 rounded-card bg-slate-900/90 px-5 py-3 text-center">
        {card('text-3xl sm:text-5xl')}
      </div>
    </div>
  );
}
