// The user list of /admin with a search by name or email.
import { type AdminUser, displayName } from '@common/admin/admin';
import { useState } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { UserRow } from './user-row';

export function UserList({ users, selfId }: { users: AdminUser[] | undefined; selfId: string }) {
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLowerCase();
  const shown = users?.filter(
    (user) =>
      displayName(user).toLowerCase().includes(wanted) || user.email.toLowerCase().includes(wanted),
  );

  return (
    <>
      <SearchField
        id="user-search"
        label="Search users by name or email"
        value={search}
        onChange={setSearch}
        placeholder="Search by name or email"
        className="mt-4 max-w-md"
      />
      <p className="mt-3 min-h-5 text-slate-600 text-sm" aria-live="polite">
        {wanted && shown ? `${shown.length} of ${users?.length} users match.` : ''}
      </p>
      {!shown ? (
        <div className="mt-4 space-y-3">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-24" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="mt-4 rounded-card bg-slate-50 p-6 text-center text-slate-700">
          {users?.length === 0 ? 'No users yet.' : 'No users match your search.'}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-card border border-slate-200">
          {shown.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === selfId} />
          ))}
        </ul>
      )}
    </>
  );
}
