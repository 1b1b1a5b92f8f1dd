// The sponsors on /sponsors: this season's, platinum first, each with its logo, what it gave and its site;
// and those of seasons gone by, the latest season first (hidden while there are none).
import type { PastSponsor, Sponsor } from '@common/club/content';
import { sponsorsBySeason } from '@common/club/sponsors-page';
import { NewTabLink } from '@/components/new-tab-link';
import { ResponsiveImage } from '@/components/responsive-image';
import { SectionError } from '@/components/section-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSponsors } from '@/features/landing/use-landing-data';
import { usePastSponsors } from './use-sponsors-page-data';

export function CurrentSponsors() {
  const sponsors = useSponsors();
  return (
    <section aria-labelledby="current-sponsors-heading" className="mt-16">
      <h2 id="current-sponsors-heading" className="font-bold text-2xl">
        Our sponsors this season
      </h2>
      {sponsors.isError ? (
        <SectionError message="Failed to load sponsor information. Please try again later." />
      ) : !sponsors.data ? (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-40" />
          ))}
        </div>
      ) : sponsors.data.length === 0 ? (
        <p className="mt-4 rounded-card bg-slate-50 p-6 text-slate-700">
          No sponsors yet this season. Yours could be the first name on our car.
        </p>
      ) : (
        // Platinum first, then the club's order within a tier, as the list comes.
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sponsors.data.map((sponsor) => (
            <li key={sponsor.id}>
              <SponsorCard sponsor={sponsor} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SponsorCard({ sponsor }: { sponsor: Sponsor }) {
  return (
    <article className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6">
      <p className="font-semibold text-slate-600 text-xs uppercase tracking-wide">
        {sponsor.tier} partner
      </p>
      {sponsor.logoUrl && (
        // The name is written beside it: the logo adds nothing a screen reader would read.
        <ResponsiveImage
          src={sponsor.logoUrl}
          alt=""
          display="sponsorLogo"
          className="mt-4 h-16 w-auto self-start"
        />
      )}
      <h3 className="mt-4 wrap-break-word font-bold text-lg">{sponsor.name}</h3>
      {sponsor.contribution && (
        <p className="mt-1 font-semibold text-accent-700">{sponsor.contribution}</p>
      )}
      {sponsor.description && <p className="mt-2 text-slate-700">{sponsor.description}</p>}
      {sponsor.websiteUrl && (
        <NewTabLink
          href={sponsor.websiteUrl}
          className="mt-auto inline-flex items-center gap-2 pt-4 font-semibold text-accent-700 hover:underline"
        >
          Visit {sponsor.name}
        </NewTabLink>
      )}
    </article>
  );
}

export function PastSponsors() {
  const past = usePastSponsors();
  if (!past.data || past.data.length === 0) return null;
  return (
    <section aria-labelledby="past-sponsors-heading" className="mt-16">
      <h2 id="past-sponsors-heading" className="font-bold text-2xl">
        Past sponsors
      </h2>
      <p className="mt-2 text-slate-700">Thank you to those who carried us in seasons gone by.</p>
      {sponsorsBySeason(past.data).map(([season, sponsors]) => (
        <div key={season} className="mt-6">
          <h3 className="font-semibold text-lg text-slate-600">{season} season</h3>
          <ul className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {sponsors.map((sponsor) => (
              <PastSponsorItem key={sponsor.id} sponsor={sponsor} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function PastSponsorItem({ sponsor }: { sponsor: PastSponsor }) {
  return (
    <li className="wrap-break-word">
      {sponsor.websiteUrl ? (
        <NewTabLink
          href={sponsor.websiteUrl}
          showIcon={false}
          className="font-semibold text-slate-900 underline decoration-slate-300 hover:decoration-accent-700"
        >
          {sponsor.name}
        </NewTabLink>
      ) : (
        <span className="font-semibold">{sponsor.name}</span>
      )}
      {sponsor.contribution && (
        <span className="block text-slate-600 text-sm">{sponsor.contribution}</span>
      )}
    </li>
  );
}
