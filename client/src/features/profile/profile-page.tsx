// /profile: the signed-in person's account, for an approved member the Clockify
// integration card and the personal calendar feed, and the email settings.
import { canAccess } from '@common/auth/access';
import type { AuthUser } from '@common/auth/auth';
import { PageLayout } from '@/components/page-layout';
import { PageLoading } from '@/components/page-loading';
import { Badge } from '@/components/ui/badge';
import { SignInPrompt } from '@/features/auth/sign-in-prompt';
import { useAuth } from '@/features/auth/use-auth';
import { roleBadgeTone } from '@/lib/format';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { CalendarFeedCard } from './calendar-feed-card';
import { ClockifyIntegrationCard } from './clockify-integration-card';
import { DirectoryCard } from './directory-card';
import { MailSettingsCard } from './mail-settings-card';
import { TeamCardSection } from './team-card/team-card-section';

export default function ProfilePage() {
  useDocumentTitle('Profile');
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  return (
    <PageLayout title="Profile" width="narrow">
      {user ? (
        <>
          <AccountInformation user={user} />
          {/* Approved members only (Clockify, the calendar feed); the status above says why not. */}
          {canAccess(user, 'activeMember') && (
            <>
              <TeamCardSection />
              <ClockifyIntegrationCard />
              <CalendarFeedCard />
              <DirectoryCard email={user.email} />
            </>
          )}
          <MailSettingsCard user={user} />
        </>
      ) : (
        <SignInPrompt message="Please log in to see your profile." returnTo="/profile" />
      )}
    </PageLayout>
  );
}

function AccountInformation({ user }: { user: AuthUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
  const status =
    user.role === 'pending' ? 'Pending approval' : user.isActive === 1 ? 'Active' : 'Inactive';
  return (
    <section
      aria-labelledby="account-heading"
      className="mt-10 rounded-card border border-slate-200 p-6"
    >
      {/* The provider's picture is not shown: the CSP admits images from this site only. */}
      <h2 id="account-heading" className="font-bold text-xl">
        Account information
      </h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-slate-600">Name</dt>
        <dd>{name}</dd>
        <dt className="font-semibold text-slate-600">Email</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="font-semibold text-slate-600">Role</dt>
        <dd>
          <Badge tone={roleBadgeTone(user.role)}>{user.role}</Badge>
        </dd>
        <dt className="font-semibold text-slate-600">Status</dt>
        <dd>{status}</dd>
      </dl>
    </section>
  );
}
