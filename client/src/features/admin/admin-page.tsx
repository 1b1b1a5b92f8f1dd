// /admin (decision 15): the admin panel for admins; Access Denied for other accounts; a visitor is
// asked to log in and sent to sign-in.
import { PageLayout } from '@/components/page-layout';
import { PageLoading } from '@/components/page-loading';
import { SignInPrompt } from '@/features/auth/sign-in-prompt';
import { usePageAccess } from '@/features/auth/use-page-access';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { AccessDenied } from './access-denied';
import { AdminPanel } from './admin-panel';

const SIGNED_OUT_MESSAGE = 'Please log in to access the admin panel.';

export default function AdminPage() {
  useDocumentTitle('Admin Panel');
  const access = usePageAccess({
    level: 'admin',
    signedOutMessage: SIGNED_OUT_MESSAGE,
    returnTo: '/admin',
    deniedMessage: "You don't have permission to access the admin panel.",
  });

  if (access.state === 'loading') return <PageLoading />;
  return (
    <PageLayout
      title="Admin Panel"
      width="wide"
      back={{ href: '/members', label: 'Back to members area' }}
    >
      {access.state === 'signedOut' && (
        <SignInPrompt message={SIGNED_OUT_MESSAGE} returnTo="/admin" />
      )}
      {access.state === 'denied' && <AccessDenied />}
      {access.state === 'allowed' && <AdminPanel selfId={access.user.id} />}
    </PageLayout>
  );
}
