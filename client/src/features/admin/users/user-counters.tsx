// The five counters of /admin, as the server counts them with the user list.
import type { UserCounts } from '@common/admin/admin';
import { Skeleton } from '@/components/ui/skeleton';

const counters: { key: keyof UserCounts; label: string }[] = [
  { key: 'total', label: 'Total Users' },
  { key: 'activeMembers', label: 'Active Members' },
  { key: 'designers', label: 'Designers' },
  { key: 'pending', label: 'Pending Approval' },
  { key: 'admins', label: 'Administrators' },
];

const grid = 'mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5';

export function UserCounters({ counts }: { counts: UserCounts | undefined }) {
  if (!counts) {
    return (
      <div className={grid}>
        {counters.map(({ key }) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
    );
  }
  return (
    <dl className={grid}>
      {counters.map(({ key, label }) => (
        <div
          key={key}
          className={`rounded-card border p-4 ${key === 'pending' && counts.pending > 0 ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white'}`}
        >
          <dt className="font-medium text-slate-700 text-sm">{label}</dt>
          <dd className="mt-1 font-extrabold text-3xl">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
