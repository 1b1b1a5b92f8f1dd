// /sponsors (decision 56): the page a company reads before it sponsors the club. Who sponsors the
// club now, what each package offers, who sponsored it in seasons gone by, and the ways to start:
// the interest form with sponsorship chosen, the brochure and the donation link when the club has
// them.
import { interestFormPath } from '@common/contact/interest-form';
import { NewTabLink } from '@/components/new-tab-link';
import { PageLayout } from '@/components/page-layout';
import { buttonClasses } from '@/components/ui/button';
import { useClubConfig } from '@/features/club/use-club-config';
import { PageText } from '@/features/page-texts/page-text';
import { usePageText } from '@/features/page-texts/use-page-text';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { CurrentSponsors, PastSponsors } from './sponsor-lists';
import { SponsorshipPackages } from './sponsorship-packages';

export default function SponsorsPage() {
  useDocumentTitle(usePageText('sponsorsPage.title'));
  return (
    <PageLayout
      title={<PageText id="sponsorsPage.title" />}
      intro={<PageText id="sponsorsPage.intro" />}
      width="wide"
    >
      <SponsorActions />
      <CurrentSponsors />
      <SponsorshipPackages />
      <PastSponsors />
      <section
        aria-labelledby="sponsor-start-heading"
        className="mt-16 rounded-card bg-slate-900 p-8 text-center text-white"
      >
        <h2 id="sponsor-start-heading" className="font-bold text-2xl">
          Let’s build the next car together
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-300">
          Tell us what you would like to give and we will find the package that fits, or shape one
          with you.
        </p>
        <a
          href={interestFormPath('sponsorship')}
          className={buttonClasses({ size: 'lg', className: 'mt-6' })}
        >
          Become a Sponsor
        </a>
      </section>
    </PageLayout>
  );
}

/** The ways to start: the interest form, and the brochure and donation link once the club has them. */
function SponsorActions() {
  const config = useClubConfig().data;
  const outline = buttonClasses({ variant: 'outline', size: 'lg' });
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <a href={interestFormPath('sponsorship')} className={buttonClasses({ size: 'lg' })}>
        Become a Sponsor
      </a>
      {config?.sponsorBrochureUrl && (
        <NewTabLink href={config.sponsorBrochureUrl} className={outline}>
          Sponsor Brochure
        </NewTabLink>
      )}
      {config?.donationUrl && (
        <NewTabLink href={config.donationUrl} className={outline}>
          Donate
        </NewTabLink>
      )}
    </div>
  );
}
