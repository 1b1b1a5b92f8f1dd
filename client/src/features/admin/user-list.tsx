// The user list of /admin with a search by name or email.
import { type AdminUser, displayName } from '@common/admin';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { inputClasses } from '@/components/ui/form-field';
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
      <div className="relative mt-4 max-w-md">
        <label htmlFor="user-search" className="sr-only">
          Search users by name or email
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id="user-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by name or email"
          className={`${inputClasses} pl-9`}
        />
      </div>
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
