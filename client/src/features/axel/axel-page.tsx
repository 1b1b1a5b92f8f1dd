// /axel: Axel's chat for designers and admins, under a warning that every question costs the club
// money (or, without a language model, a notice that it costs nothing). Other accounts are refused
// and sent home after 1 s; a visitor is asked to log in and sent to sign-in. Beside the chat, the
// designer's saved conversations.
import { PageLayout } from '@/components/page-layout';
import { PageLoading } from '@/components/page-loading';
import { SignInPrompt } from '@/features/auth/sign-in-prompt';
import { usePageAccess } from '@/features/auth/use-page-access';
import { PageText } from '@/features/page-texts/page-text';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { AxelWorkspace } from './axel-workspace';
import { ModelNotice } from './model-notice';

const SIGNED_OUT_MESSAGE = 'Please log in to access the members area.';
const DENIED_MESSAGE = 'You need designer or admin access to use Axel.';

export default function AxelPage() {
  useDocumentTitle('Axel AI');
  const access = usePageAccess({
    level: 'designer',
    signedOutMessage: SIGNED_OUT_MESSAGE,
    returnTo: '/axel',
    deniedMessage: DENIED_MESSAGE,
    deniedRedirectTo: '/',
  });

  if (access.state === 'loading') return <PageLoading />;
  return (
    <PageLayout
      title={<PageText id="axel.title" />}
      intro={access.state === 'allowed' && <PageText id="axel.intro" />}
      back={{ href: '/members', label: 'Back to members area' }}
      width="wide"
    >
      {access.state === 'signedOut' && (
        <SignInPrompt message={SIGNED_OUT_MESSAGE} returnTo="/axel" />
      )}
      {access.state === 'denied' && <AxelAccessDenied />}
      {access.state === 'allowed' && (
        <>
          <ModelNotice />
          <AxelWorkspace />
        </>
      )}
    </PageLayout>
  );
}

function AxelAccessDenied() {
  return (
    <div className="mt-10 rounded-card border border-red-200 bg-red-50 p-8 text-center">
      <h2 className="font-bold text-2xl">Access Denied</h2>
      <p className="mt-2 text-slate-800">{DENIED_MESSAGE}</p>
      <p className="mt-2 text-slate-700">Taking you to the home page…</p>
    </div>
  );
}
