// The user list of /admin, a page at a time, with a search by name or email that the server runs.
import type { AdminUsersPage } from '@common/admin/admin';
import { PageSwitcher } from '@/components/page-switcher';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { UserRow } from './user-row';

export function UserList({
  list,
  selfId,
  search,
  onSearch,
  onPage,
}: {
  list: AdminUsersPage | undefined;
  selfId: string;
  search: string;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
}) {
  const searched = search.trim() !== '';
  const pages = list ? Math.max(1, Math.ceil(list.matching / list.pageSize)) : 1;

  return (
    <>
      <SearchField
        id="user-search"
        label="Search users by name or email"
        value={search}
        onChange={onSearch}
        placeholder="Search by name or email"
        className="mt-4 max-w-md"
      />
      <p className="mt-3 min-h-5 text-slate-600 text-sm" aria-live="polite">
        {searched && list ? `${list.matching} of ${list.counts.total} users match.` : ''}
      </p>
      {!list ? (
        <div className="mt-4 space-y-3">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-24" />
          ))}
        </div>
      ) : list.items.length === 0 ? (
        <p className="mt-4 rounded-card bg-slate-50 p-6 text-center text-slate-700">
          {list.counts.total === 0 ? 'No users yet.' : 'No users match your search.'}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-card border border-slate-200">
          {list.items.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === selfId} />
          ))}
        </ul>
      )}
      {list && (
        <PageSwitcher label="User list pages" page={list.page} pages={pages} onPage={onPage} />
      )}
    </>
  );
}
