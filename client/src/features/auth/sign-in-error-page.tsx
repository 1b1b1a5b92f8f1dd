// Where a sign-in that did not complete lands (/sign-in-error?reason=...): why, and a way to retry.
import { signInErrorMessage } from '@common/auth/auth-errors';
import { PageLayout } from '@/components/page-layout';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { loginUrl } from './login-url';

export default function SignInErrorPage() {
  useDocumentTitle('Sign-in did not complete');
  const reason = new URLSearchParams(window.location.search).get('reason');
  return (
    <PageLayout title="Sign-in did not complete" width="narrow">
      <p
        role="alert"
        className="mt-6 rounded-card border border-red-200 bg-red-50 p-5 text-red-900"
      >
        {signInErrorMessage(reason)}
      </p>
      <a href={loginUrl()} className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        Try again
      </a>
    </PageLayout>
  );
}
