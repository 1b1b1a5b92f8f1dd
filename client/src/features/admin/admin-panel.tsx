// The admin panel's sections: the counters and users, invitations, bulk import, the contact inbox,
// the outbox, the audit log, Axel's usage, the team's hours.
import { PencilRuler } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { SectionError } from '@/components/section-error';
import { isUnauthorizedError } from '@/lib/api';
import { useSettledValue } from '@/lib/hooks/use-settled-value';
import { AuditLogPanel } from './audit-log/audit-log-panel';
import { AxelUsagePanel } from './axel/axel-usage-panel';
import { InvitationsPanel } from './invitations/invitations-panel';
import { ContactInbox } from './messages/contact-inbox';
import { OutboxPanel } from './messages/outbox-panel';
import { TeamHoursPanel } from './time-tracking/team-hours-panel';
import { BulkImport } from './users/bulk-import';
import { useAdminUsers } from './users/use-admin-users';
import { UserCounters } from './users/user-counters';
import { UserList } from './users/user-list';

const sections = [
  { id: 'users', title: 'Users' },
  { id: 'invitations', title: 'Invitations' },
  { id: 'bulk-import', title: 'Bulk import' },
  { id: 'inbox', title: 'Contact inbox' },
  { id: 'outbox', title: 'Outbox' },
  { id: 'audit-log', title: 'Audit log' },
  { id: 'axel-usage', title: 'Axel usage' },
  { id: 'team-hours', title: 'Team hours' },
] as const;

type SectionId = (typeof sections)[number]['id'];

/** How long typing pauses before the user list asks the server for the search. */
const SEARCH_PAUSE_MS = 250;

export function AdminPanel({ selfId }: { selfId: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(page, useSettledValue(search.trim(), SEARCH_PAUSE_MS));
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <p className="text-lg text-slate-700">
          Approve new members, change roles, invite people, import the roster and answer the inbox.
        </p>
        <Link
          href="/admin/edit"
          className="inline-flex items-center gap-2 rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700"
        >
          <PencilRuler aria-hidden="true" className="size-4" />
          Website Editor
        </Link>
      </div>
      <nav aria-label="Admin sections" className="mt-6">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {sections.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`} className="font-semibold text-accent-700 hover:underline">
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {users.isError ? (
        <SectionError
          message={
            isUnauthorizedError(users.error)
              ? 'Your session has expired. Please log in again.'
              : 'Failed to load users. Please try again later.'
          }
        />
      ) : (
        <UserCounters counts={users.data?.counts} />
      )}
      <AdminSection id="users">
        {!users.isError && (
          <UserList
            list={users.data}
            selfId={selfId}
            search={search}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
            onPage={setPage}
          />
        )}
      </AdminSection>
      <AdminSection id="invitations">
        <InvitationsPanel />
      </AdminSection>
      <AdminSection id="bulk-import">
        <BulkImport />
      </AdminSection>
      <AdminSection id="inbox">
        <ContactInbox />
      </AdminSection>
      <AdminSection id="outbox">
        <OutboxPanel />
      </AdminSection>
      <AdminSection id="audit-log">
        <AuditLogPanel />
      </AdminSection>
      <AdminSection id="axel-usage">
        <AxelUsagePanel />
      </AdminSection>
      <AdminSection id="team-hours">
        <TeamHoursPanel />
      </AdminSection>
    </>
  );
}

function AdminSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = sections.find((section) => section.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-12">
      <h2 id={`${id}-heading`} className="font-bold text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
