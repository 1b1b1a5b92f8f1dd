import { Link } from 'wouter';
import { PageText } from '@/features/page-texts/page-text';
import { useClubConfig } from './use-landing-data';

export function HeroSection() {
  const brochureUrl = useClubConfig().data?.sponsorBrochureUrl;
  return (
    <section id="home" aria-labelledby="home-heading" className="bg-slate-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-12 px-6 pt-28 pb-20 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <p className="inline-block rounded-full bg-accent-600/20 px-4 py-1 font-semibold text-accent-100 text-sm">
            <PageText id="home.badge" />
          </p>
          <h1 id="home-heading" className="mt-6 font-extrabold text-5xl tracking-tight sm:text-6xl">
            Off-Road Racing Club
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-300">
            <PageText id="home.intro" />
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link
              href="/join"
              className="rounded-lg bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800"
            >
              Sign Up Now
            </Link>
            {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the spec's label; it leads to the about section just below */}
            <a
              href="#about"
              className="rounded-lg border border-slate-500 px-6 py-3 font-semibold hover:bg-slate-800"
            >
              Learn More
            </a>
            {brochureUrl ? (
              <a
                href={brochureUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-lg border border-slate-500 px-6 py-3 font-semibold hover:bg-slate-800"
              >
                Sponsor Brochure
              </a>
            ) : (
              <button
                type="button"
                disabled
                aria-describedby="brochure-note"
                className="cursor-not-allowed rounded-lg border border-slate-600 px-6 py-3 font-semibold text-slate-400"
              >
                Sponsor Brochure
                <span id="brochure-note" className="ml-2 font-normal text-sm">
                  (coming soon)
                </span>
              </button>
            )}
          </div>
        </div>
        <div className="rounded-card bg-slate-800 p-8 text-center">
          <p className="font-extrabold text-5xl text-accent-500">100+</p>
          <p className="mt-2 text-slate-300">competing teams</p>
        </div>
      </div>
    </section>
  );
}
