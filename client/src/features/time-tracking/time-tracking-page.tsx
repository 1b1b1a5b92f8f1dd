// /time-tracking (decision 20): the login prompt, the pending or inactive notice, Setup Required, or
// the dashboard of the member's own Clockify timers.
import { PageLayout } from '@/components/page-layout';
import { PageLoading } from '@/components/page-loading';
import { SectionError } from '@/components/section-error';
import { InactiveNotice } from '@/features/auth/inactive-notice';
import { PendingNotice } from '@/features/auth/pending-notice';
import { SignInPrompt } from '@/features/auth/sign-in-prompt';
import { usePageAccess } from '@/features/auth/use-page-access';
import { PageText } from '@/features/page-texts/page-text';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { SetupRequired } from './sync/setup-required';
import { useClockifyStatus } from './sync/use-clockify-status';
import { TimeTrackingDashboard } from './time-tracking-dashboard';

export default function TimeTrackingPage() {
  useDocumentTitle('Time Tracking');
  // No signed-out message: this page has its own login prompt, without a redirect (decision 20).
  const access = usePageAccess({ level: 'activeMember', returnTo: '/time-tracking' });
  const status = useClockifyStatus(access.state === 'allowed');

  if (access.state === 'loading' || (access.state === 'allowed' && status.isPending)) {
    return <PageLoading />;
  }
  return (
    <PageLayout
      title={<PageText id="timeTracking.title" />}
      intro={<PageText id="timeTracking.intro" />}
      width="wide"
      back={{ href: '/members', label: 'Back to members area' }}
    >
      {access.state === 'signedOut' && (
        <SignInPrompt message="Please log in to track your time." returnTo="/time-tracking" />
      )}
      {access.state === 'pending' && <PendingNotice />}
      {access.state === 'inactive' && <InactiveNotice />}
      {access.state === 'allowed' && status.isError && (
        <SectionError message="Failed to check your Clockify connection. Please try again later." />
      )}
      {access.state === 'allowed' && status.data?.problem && (
        <p role="alert" className="mt-4 text-red-800">
          {status.data.problem}
        </p>
      )}
      {access.state === 'allowed' &&
        status.data &&
        (status.data.hasApiKey ? <TimeTrackingDashboard /> : <SetupRequired />)}
    </PageLayout>
  );
}
