// /pending-approval: what happens after a first sign-in, or for an account an admin made inactive,
// whom to ask. It asks the server again every 30 s and opens the members area as soon as an
// administrator has approved (or made active again) the account.
import { accountState } from '@common/auth/access';
import { formatMeetingSchedule, TYPICAL_APPROVAL_TIME } from '@common/club/club-facts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageLayout } from '@/components/page-layout';
import { PageLoading } from '@/components/page-loading';
import { useClubConfig, useClubMeeting } from '@/features/club/use-club-config';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { INACTIVE_TITLE, InactiveNotice } from './inactive-notice';
import { SignInPrompt } from './sign-in-prompt';
import { authUserQuery } from './use-auth';

const RECHECK_INTERVAL_MS = 30_000;

const steps = [
  {
    title: 'Application review',
    text: 'Club leadership checks that you are a student who signed up to join the team.',
  },
  {
    title: 'Account activation',
    text: 'An administrator approves your account and gives you your role on the team.',
  },
  {
    title: 'Welcome',
    text: 'You get the members area: meeting info, team channels, tools and time tracking.',
  },
];

export default function PendingApprovalPage() {
  const [, navigate] = useLocation();
  const auth = useQuery({ ...authUserQuery(true), refetchInterval: RECHECK_INTERVAL_MS });
  const state = auth.data ? accountState(auth.data) : undefined;
  const approved = state === 'active';
  const inactive = state === 'inactive';
  const title = inactive ? INACTIVE_TITLE : 'Account Pending Approval';
  useDocumentTitle(title);
  useEffect(() => {
    if (approved) navigate('/members');
  }, [approved, navigate]);
  const contactEmail = useClubConfig().data?.contactEmail;
  const meeting = useClubMeeting();

  if (auth.isLoading || approved) return <PageLoading />;
  if (inactive) {
    return (
      <PageLayout title={title}>
        <InactiveNotice titled={false} />
      </PageLayout>
    );
  }
  return (
    <PageLayout
      title={title}
      intro={
        auth.data
          ? `Thanks for signing in, ${auth.data.firstName || 'and welcome'}! An administrator needs to approve your account before you can use the members area.`
          : undefined
      }
    >
      {!auth.data ? (
        <SignInPrompt
          message="Please log in to see the state of your account."
          returnTo="/pending-approval"
        />
      ) : (
        <>
          <ol className="mt-10 space-y-4">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-card border border-slate-200 p-5">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h2 className="font-bold text-lg">{step.title}</h2>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-slate-800">
            Approval typically takes {TYPICAL_APPROVAL_TIME}. This page checks again every 30
            seconds and opens the members area once you are approved.
          </p>
          <p className="mt-4 wrap-break-word text-slate-800">
            Questions? Talk to club leadership at a weekly meeting ({formatMeetingSchedule(meeting)}{' '}
            in {meeting.place})
            {contactEmail && (
              <>
                {' '}
                or email{' '}
                <a
                  href={`mailto:${contactEmail}`}
                  className="font-semibold text-accent-700 underline"
                >
                  {contactEmail}
                </a>
              </>
            )}
            .
          </p>
        </>
      )}
    </PageLayout>
  );
}
