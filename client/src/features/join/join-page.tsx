import { formatMeetingSchedule } from '@common/club/club-facts';
import { NewTabLink } from '@/components/new-tab-link';
import { PageLayout } from '@/components/page-layout';
import { useClubConfig, useClubMeeting } from '@/features/club/use-club-config';
import { PageText } from '@/features/page-texts/page-text';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

/** /join: the club's external signup form in a frame, with a way back home. */
export function JoinPage() {
  useDocumentTitle('Join Our Team');
  const config = useClubConfig();
  const meeting = useClubMeeting();
  const signupFormUrl = config.data?.signupFormUrl;
  return (
    <PageLayout title="Join Our Team" intro={<PageText id="join.intro" />}>
      {config.isPending ? (
        <div
          aria-hidden="true"
          className="mt-8 h-[40rem] animate-pulse rounded-card bg-slate-200"
        />
      ) : signupFormUrl ? (
        <>
          <iframe
            src={signupFormUrl}
            title="Club signup form"
            loading="lazy"
            className="mt-8 h-[48rem] w-full rounded-card border border-slate-200"
          />
          {/* Some forms refuse to be framed, and some people rather fill them in full size. */}
          <NewTabLink
            href={signupFormUrl}
            className="mt-4 inline-flex items-center gap-2 font-semibold text-accent-700 hover:underline"
          >
            Open the form in a new tab
          </NewTabLink>
        </>
      ) : (
        <p className="mt-8 rounded-card bg-slate-50 p-6 text-slate-700">
          Our signup form is not online yet. Tell us about yourself through{' '}
          <a href="/#contact" className="font-semibold text-accent-700 underline">
            the contact form
          </a>{' '}
          and we will get back to you, or come and meet us at a weekly meeting,{' '}
          {formatMeetingSchedule(meeting)} in {meeting.place}.
        </p>
      )}
    </PageLayout>
  );
}
