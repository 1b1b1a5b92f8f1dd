// /invitation?token=…: where an invitation's link leads. It says which club and role the invitation
// is for and the address to sign in with; a used, expired or withdrawn invitation says so instead.
import {
  INVITATION_LINK_PATH,
  INVITATION_NOT_FOUND_MESSAGE,
  type InvitationLink,
  type InvitationRole,
  invitationLinkMessages,
  invitationLinkSchema,
} from '@common/admin/mail';
import { useQuery } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useSearch } from 'wouter';
import { LoadError } from '@/components/load-error';
import { PageLayout } from '@/components/page-layout';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loginUrl } from '@/features/auth/login-url';
import { ApiRequestError } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { formatDay } from '@/lib/format';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

const rolesWithArticle: Record<InvitationRole, string> = {
  member: 'a member',
  designer: 'a designer',
  admin: 'an admin',
};

/** An unknown or malformed link: the server answers 404 or 400. */
const isInvalidLink = (error: Error) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

export default function InvitationPage() {
  useDocumentTitle('Invitation');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const link = useQuery({
    queryKey: [INVITATION_LINK_PATH, token],
    queryFn: () =>
      apiJson(invitationLinkSchema, 'GET', `${INVITATION_LINK_PATH}/${encodeURIComponent(token)}`),
    enabled: token !== '',
  });

  return (
    <PageLayout title="Invitation" width="narrow">
      {token === '' || (link.isError && isInvalidLink(link.error)) ? (
        <Notice>{INVITATION_NOT_FOUND_MESSAGE}</Notice>
      ) : link.isError ? (
        <LoadError
          message="Failed to load your invitation. Please try again."
          onRetry={() => link.refetch()}
        />
      ) : !link.data ? (
        <Skeleton className="mt-8 h-48" />
      ) : link.data.state === 'waiting' ? (
        <WaitingInvitation link={link.data} />
      ) : (
        <Notice signIn={link.data.state === 'accepted'}>
          {invitationLinkMessages[link.data.state]}
        </Notice>
      )}
    </PageLayout>
  );
}

function WaitingInvitation({ link }: { link: InvitationLink }) {
  return (
    <section
      aria-labelledby="invitation-heading"
      className="mt-8 rounded-card border border-accent-500 bg-accent-50 p-6 sm:p-8"
    >
      <h2 id="invitation-heading" className="font-bold text-2xl">
        You're invited to join {link.clubName} as {rolesWithArticle[link.role]}
      </h2>
      <p className="mt-3 text-lg text-slate-800">
        Sign in with the email address{' '}
        <span className="break-words font-semibold">{link.email}</span>; your account is ready at
        once.
      </p>
      <p className="mt-2 text-slate-700">
        This invitation works until {formatDay(link.expiresAt)}.
      </p>
      <SignInLink />
    </section>
  );
}

function Notice({ children, signIn = false }: { children: string; signIn?: boolean }) {
  return (
    <div className="mt-8 rounded-card border border-slate-200 bg-slate-50 p-6">
      <p className="text-lg text-slate-800">{children}</p>
      {signIn && <SignInLink />}
    </div>
  );
}

function SignInLink() {
  return (
    <a href={loginUrl('/members')} className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
      <LogIn aria-hidden="true" className="size-5" />
      Sign in
    </a>
  );
}
