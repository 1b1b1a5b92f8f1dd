// /members: the login prompt, the pending or inactive notice, or the members hub.

import type { AuthUser } from '@common/auth/auth';
import { formatMeetingSchedule } from '@common/club/club-facts';
import { CalendarClock } from 'lucide-react';
import { Link } from 'wouter';
import { PageLayout } from '@/components/page-layout';
import { PageLoading } from '@/components/page-loading';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { InactiveNotice } from '@/features/auth/inactive-notice';
import { PendingNotice } from '@/features/auth/pending-notice';
import { SignInPrompt } from '@/features/auth/sign-in-prompt';
import { usePageAccess } from '@/features/auth/use-page-access';
import { useClubMeeting } from '@/features/club/use-club-config';
import { PageText } from '@/features/page-texts/page-text';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { DirectoryLink } from './directory/directory-link';
import { MembersResourcesPanel } from './members-resources-panel';

export default function MembersPage() {
  useDocumentTitle('Members Area');
  const access = usePageAccess({
    level: 'activeMember',
    signedOutMessage: 'Please log in to access the members area.',
    returnTo: '/members',
  });

  if (access.state === 'loading') return <PageLoading />;
  return (
    <PageLayout title="Members Area" width="wide" intro={<PageText id="members.intro" />}>
      {access.state === 'signedOut' && (
        <SignInPrompt message="Please log in to access the members area." returnTo="/members" />
      )}
      {access.state === 'pending' && <PendingNotice />}
      {access.state === 'inactive' && <InactiveNotice />}
      {access.state === 'allowed' && <MembersHub user={access.user} />}
    </PageLayout>
  );
}

function MembersHub({ user }: { user: AuthUser }) {
  const isAdmin = user.role === 'admin';
  const meeting = useClubMeeting();
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <p className="text-lg text-slate-700">Welcome back, {user.firstName || 'member'}!</p>
        <Badge tone={isAdmin ? 'red' : 'green'}>{isAdmin ? 'Administrator' : 'Member'}</Badge>
      </div>
      {isAdmin && (
        <nav aria-label="Administration" className="mt-4 flex flex-wrap gap-3">
          <Link
            href="/admin"
            className="rounded-lg bg-slate-900 px-4 py-2 font-semibold text-sm text-white hover:bg-slate-700"
          >
            Admin Panel
          </Link>
          <Link
            href="/admin/edit"
            className={buttonClasses({ variant: 'outline', className: 'text-sm' })}
          >
            Website Editor
          </Link>
        </nav>
      )}
      <section
        aria-labelledby="meeting-heading"
        className="mt-8 rounded-card bg-slate-900 p-6 text-white"
      >
        <h2 id="meeting-heading" className="flex items-center gap-2 font-bold text-lg">
          <CalendarClock aria-hidden="true" className="size-5 text-accent-500" />
          Weekly meeting
        </h2>
        <p className="mt-2 font-semibold text-2xl">{formatMeetingSchedule(meeting)}</p>
        <p className="mt-1 wrap-break-word text-slate-300">In {meeting.place}.</p>
      </section>
      <DirectoryLink />
      <MembersResourcesPanel />
    </>
  );
}
