// The directory's search, subteam filter, list and pages. The server searches: the box asks it once
// the typing pauses, and a new search or subteam starts again at the first page.
import { MEMBERS_DIRECTORY_CSV_PATH } from '@common/members/directory';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageSwitcher } from '@/components/page-switcher';
import { SectionError } from '@/components/section-error';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useClubConfig } from '@/features/club/use-club-config';
import { useSettledValue } from '@/lib/hooks/use-settled-value';
import { DirectoryFilters } from './directory-filters';
import { MemberCard } from './member-card';
import { useMembersDirectory } from './use-members-directory';

const SEARCH_PAUSE_MS = 300;

export function MembersDirectory({ isAdmin }: { isAdmin: boolean }) {
  const [search, setSearch] = useState('');
  const [subteam, setSubteam] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useSettledValue(search.trim(), SEARCH_PAUSE_MS);
  const directory = useMembersDirectory({ page, search: settledSearch, subteam });
  const subteams = useClubConfig().data?.subteams ?? [];
  const list = directory.data;
  const pages = list ? Math.max(1, Math.ceil(list.matching / list.pageSize)) : 1;
  const filtered = settledSearch !== '' || subteam !== '';

  return (
    <>
      <div className="mt-8 flex flex-wrap items-end gap-4">
        <DirectoryFilters
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          subteam={subteam}
          subteams={subteams}
          onSubteam={(value) => {
            setSubteam(value);
            setPage(1);
          }}
        />
        {isAdmin && (
          <a
            href={MEMBERS_DIRECTORY_CSV_PATH}
            download
            className={buttonClasses({ variant: 'outline' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        )}
      </div>
      <p className="mt-4 min-h-6 text-slate-600" aria-live="polite">
        {list && list.matching > 0
          ? `${list.matching} ${list.matching === 1 ? 'member' : 'members'}${filtered ? ' match' : ''}.`
          : ''}
      </p>
      {directory.isPending && (
        <ul aria-label="Loading members" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[1, 2, 3].map((n) => (
            <li key={n}>
              <Skeleton className="h-40" />
            </li>
          ))}
        </ul>
      )}
      {directory.isError && !list && (
        <SectionError message="Failed to load the directory. Please try again later." />
      )}
      {list?.items.length === 0 && (
        <div role="status" className="mt-4 rounded-card bg-slate-50 p-6 text-center text-slate-700">
          <p className="font-semibold">No members match</p>
          <p className="mt-1 text-sm">
            {subteam
              ? 'Try another search, or all subteams.'
              : filtered
                ? 'Try another name, role, subteam or major.'
                : 'No approved members yet.'}
          </p>
        </div>
      )}
      {list && list.items.length > 0 && (
        <ul
          aria-label="Members"
          aria-busy={directory.isFetching}
          className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {list.items.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </ul>
      )}
      {list && (
        <PageSwitcher label="Directory pages" page={list.page} pages={pages} onPage={setPage} />
      )}
      <p className="mt-8 text-slate-600 text-sm">
        Choose what you share on your{' '}
        <Link href="/profile#directory" className="font-semibold text-accent-700 underline">
          profile
        </Link>
        .
      </p>
    </>
  );
}
