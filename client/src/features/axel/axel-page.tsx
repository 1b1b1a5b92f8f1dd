// /axel (spec sections 1, 2 and 6; issue 7): Axel's chat for designers and admins, under a warning
// that every question costs the club money. Other accounts are refused and sent home after 1 s; a
// visitor is asked to log in and sent to sign-in. Beside the chat, the designer's saved
// conversations (issue 16).
import { TriangleAlert } from 'lucide-react';
import { PageLayout } from '@/components/page-layout';
import { PageLoading } from '@/components/page-loading';
import { SignInPrompt } from '@/features/auth/sign-in-prompt';
import { usePageAccess } from '@/features/auth/use-page-access';
import { PageText } from '@/features/page-texts/page-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AxelWorkspace } from './axel-workspace';

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
      {(access.state === 'denied' || access.state === 'pending') && <AxelAccessDenied />}
      {access.state === 'allowed' && (
        <>
          <CostWarning />
          <AxelWorkspace />
        </>
      )}
    </PageLayout>
  );
}

function CostWarning() {
  return (
    <div className="mt-6 flex gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>
        <strong className="font-semibold">Using Axel costs money. </strong>
        <PageText id="axel.warning" />
      </p>
    </div>
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
