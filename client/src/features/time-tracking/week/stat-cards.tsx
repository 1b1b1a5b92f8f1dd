import { formatDuration, secondsSince, secondsToday } from '@common/time-tracking/time-durations';
import { ENTRIES_WINDOW_DAYS, type TimeEntry } from '@common/time-tracking/time-tracking';
import { Clock, FolderKanban, ListChecks, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** The dashboard's four figures: Active Timer, Today's Total, Total Entries and Projects. */
export function StatCards({
  entries,
  activeTimer,
  projectCount,
  now,
}: {
  entries: Loadable<readonly TimeEntry[]>;
  activeTimer: TimeEntry | undefined;
  projectCount: Loadable<number>;
  now: Date;
}) {
  const ofEntries = (value: (loaded: readonly TimeEntry[]) => ReactNode) =>
    entries === 'failed' || entries === undefined ? entries : value(entries);
  return (
    <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Active Timer" icon={<Timer className="size-5" />}>
        {ofEntries(() =>
          activeTimer ? formatDuration(secondsSince(activeTimer.timeInterval.start, now)) : 'None',
        )}
      </StatCard>
      <StatCard label="Today's Total" icon={<Clock className="size-5" />}>
        {ofEntries((loaded) => formatDuration(secondsToday(loaded, now)))}
      </StatCard>
      <StatCard
        label="Total Entries"
        icon={<ListChecks className="size-5" />}
        note={`last ${ENTRIES_WINDOW_DAYS} days`}
      >
        {ofEntries((loaded) => loaded.length)}
      </StatCard>
      <StatCard label="Projects" icon={<FolderKanban className="size-5" />}>
        {projectCount}
      </StatCard>
    </dl>
  );
}

/** A value, undefined while it loads, or 'failed'. */
export type Loadable<T> = T | undefined | 'failed';

function StatCard({
  label,
  icon,
  note,
  children,
}: {
  label: string;
  icon: ReactNode;
  /** What the value covers, when that is not obvious. */
  note?: string;
  children: Loadable<ReactNode>;
}) {
  return (
    <div className="rounded-card border border-slate-200 p-4 sm:p-5">
      <dt className="flex items-center gap-2 font-medium text-slate-600 text-sm">
        <span aria-hidden="true" className="text-accent-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 font-bold text-2xl tabular-nums">
        {children === undefined ? (
          <Skeleton className="h-8 w-20" />
        ) : children === 'failed' ? (
          <>
            <span aria-hidden="true" className="text-slate-500">
              —
            </span>
            <span className="sr-only">Not available</span>
          </>
        ) : (
          children
        )}
        {note && <span className="mt-1 block font-normal text-slate-600 text-xs">{note}</span>}
      </dd>
    </div>
  );
}
