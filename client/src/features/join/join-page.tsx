import { MEETING_SCHEDULE } from '@common/club-facts';
import { PageLayout } from '@/components/page-layout';
import { useClubConfig } from '@/features/landing/use-landing-data';
import { PageText } from '@/features/page-texts/page-text';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /join: the club's external signup form in a frame (spec section 2). */
export function JoinPage() {
  useDocumentTitle('Join Our Team');
  const config = useClubConfig();
  const signupFormUrl = config.data?.signupFormUrl;
  return (
    <PageLayout title="Join Our Team" intro={<PageText id="join.intro" />}>
      {config.isPending ? (
        <div
          aria-hidden="true"
          className="mt-8 h-[40rem] animate-pulse rounded-card bg-slate-200"
        />
      ) : signupFormUrl ? (
        <iframe
          src={signupFormUrl}
          title="Club signup form"
          loading="lazy"
          className="mt-8 h-[48rem] w-full rounded-card border border-slate-200"
        />
      ) : (
        <p className="mt-8 rounded-card bg-slate-50 p-6 text-slate-700">
          Our signup form is not online yet. Come and meet us at a weekly meeting,{' '}
          {MEETING_SCHEDULE}, or check back here soon.
        </p>
      )}
    </PageLayout>
  );
}
