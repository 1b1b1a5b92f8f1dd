// /members/directory: the approved members with their subteam and role, and how to reach those who
// share it. Behind the members area's own access: a visitor is sent to sign in, a pending or
// inactive account reads where it stands.
import { MEMBERS_DIRECTORY_PAGE } from '@common/members/directory';
import { PageLayout } from '@/components/page-layout';
import { PageLoading } from '@/components/page-loading';
import { InactiveNotice } from '@/features/auth/inactive-notice';
import { PendingNotice } from '@/features/auth/pending-notice';
import { SignInPrompt } from '@/features/auth/sign-in-prompt';
import { usePageAccess } from '@/features/auth/use-page-access';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { MembersDirectory } from './members-directory';

const SIGNED_OUT_MESSAGE = 'Please log in to access the members area.';

export default function MembersDirectoryPage() {
  useDocumentTitle('Members’ Directory');
  const access = usePageAccess({
    level: 'activeMember',
    signedOutMessage: SIGNED_OUT_MESSAGE,
    returnTo: MEMBERS_DIRECTORY_PAGE,
  });

  if (access.state === 'loading') return <PageLoading />;
  return (
    <PageLayout
      title="Members’ Directory"
      width="wide"
      back={{ href: '/members', label: 'Back to members area' }}
      intro="Find a teammate by name, role, subteam or major. Contact details show only where their owner shares them."
    >
      {access.state === 'signedOut' && (
        <SignInPrompt message={SIGNED_OUT_MESSAGE} returnTo={MEMBERS_DIRECTORY_PAGE} />
      )}
      {access.state === 'pending' && <PendingNotice />}
      {access.state === 'inactive' && <InactiveNotice />}
      {access.state === 'allowed' && <MembersDirectory isAdmin={access.user.role === 'admin'} />}
    </PageLayout>
  );
}
