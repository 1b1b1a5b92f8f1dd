import type { Sponsor } from '@common/club/content';
import { sponsorTiers } from '@common/club/sponsor-tiers';
import { SPONSORS_PAGE_PATH } from '@common/club/sponsors-page';
import { Link } from 'wouter';
import { NewTabLink } from '@/components/new-tab-link';
import { ResponsiveImage } from '@/components/responsive-image';
import { SectionError } from '@/components/section-error';
import { SectionHeading } from '@/components/section-heading';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PageText } from '@/features/page-texts/page-text';
import { useSponsors } from './use-landing-data';

const tierTitles: Record<Sponsor['tier'], string> = {
  platinum: 'Platinum partners',
  gold: 'Gold partners',
  silver: 'Silver partners',
  bronze: 'Bronze partners',
};

export function SponsorsSection() {
  const sponsors = useSponsors();
  return (
    <section id="sponsors" aria-labelledby="sponsors-heading" className="px-6 py-20">
      <SectionHeading
        id="sponsors-heading"
        eyebrow="Sponsors"
        title={<PageText id="sponsors.title" />}
      >
        <PageText id="sponsors.intro" />
      </SectionHeading>
      {sponsors.isError ? (
        <SectionError message="Failed to load sponsor information. Please try again later." />
      ) : sponsors.isPending ? (
        <div className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-4 md:grid-cols-4">
          {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
            <Skeleton key={n} className="h-24" />
          ))}
        </div>
      ) : (
        <div className="mx-auto mt-12 max-w-5xl space-y-10">
          {sponsorTiers.map((tier) => {
            const ofTier = sponsors.data.filter((sponsor) => sponsor.tier === tier);
            if (ofTier.length === 0) return null;
            return (
              <div key={tier}>
                <h3 className="text-center font-bold text-slate-700 uppercase tracking-wide">
                  {tierTitles[tier]}
                </h3>
                <ul className="mt-4 flex flex-wrap justify-center gap-4">
                  {ofTier.map((sponsor) => (
                    <li key={sponsor.id}>
                      <SponsorTile sponsor={sponsor} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
      <PartnerWithUs />
    </section>
  );
}

function SponsorTile({ sponsor }: { sponsor: Sponsor }) {
  const face = sponsor.logoUrl ? (
    <ResponsiveImage
      src={sponsor.logoUrl}
      alt={sponsor.name}
      display="sponsorLogo"
      className="h-16 w-auto"
    />
  ) : (
    <span className="font-bold text-lg text-slate-800">{sponsor.name}</span>
  );
  const tile =
    'flex h-24 min-w-56 items-center justify-center rounded-card border border-slate-200 bg-white px-6';
  if (!sponsor.websiteUrl) return <div className={tile}>{face}</div>;
  return (
    <NewTabLink
      href={sponsor.websiteUrl}
      showIcon={false}
      className={`${tile} hover:border-accent-600`}
    >
      {face}
    </NewTabLink>
  );
}

function PartnerWithUs() {
  return (
    <div className="mx-auto mt-16 max-w-3xl rounded-card bg-slate-900 p-8 text-center text-white">
      <h3 className="font-bold text-2xl">
        <PageText id="sponsors.partnerTitle" />
      </h3>
      <p className="mt-3 text-slate-300">
        <PageText id="sponsors.partnerText" />
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="#contact" className={buttonClasses({ size: 'lg' })}>
          Become a Sponsor
        </a>
        <Link
          href={SPONSORS_PAGE_PATH}
          className={buttonClasses({ variant: 'outline-on-dark', size: 'lg' })}
        >
          Sponsorship packages
        </Link>
      </div>
    </div>
  );
}
