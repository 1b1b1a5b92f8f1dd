// "This week" on /time-tracking (decision 23): the member's hours per day and per project.
import { formatDuration } from '@common/time-tracking/time-durations';
import type { TimeEntry } from '@common/time-tracking/time-tracking';
import { HoursBars } from '@/components/hours-bars';
import { Skeleton } from '@/components/ui/skeleton';
import { weekHours } from './week-hours';

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** Nothing when the entries failed to load: the entries list already says so. */
export function ThisWeekPanel({
  entries,
  failed,
  now,
}: {
  entries: readonly TimeEntry[] | undefined;
  failed: boolean;
  now: Date;
}) {
  if (failed) return null;
  const week = entries && weekHours(entries, now);
  return (
    <section
      aria-labelledby="this-week-heading"
      className="mt-8 rounded-card border border-slate-200 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="this-week-heading" className="font-bold text-xl">
          This week
        </h2>
        {week && week.totalSeconds > 0 && (
          <p className="text-slate-600">
            Total{' '}
            <span className="font-semibold text-slate-900 tabular-nums">
              {formatDuration(week.totalSeconds)}
            </span>
          </p>
        )}
      </div>
      {!week ? (
        <Skeleton className="mt-4 h-40" />
      ) : week.totalSeconds === 0 ? (
        <p className="mt-3 text-slate-600">No time tracked this week yet.</p>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10">
          <HoursBars
            title="By day"
            rows={week.days.map(({ start, seconds }) => ({
              key: start.toISOString(),
              label: `${weekday.format(start)} ${start.getDate()}`,
              spokenLabel: longDay.format(start),
              seconds,
            }))}
          />
          <HoursBars
            title="By project"
            rows={week.projects.map(({ name, color, seconds }) => ({
              key: name,
              label: name,
              seconds,
              color: color ?? '#94a3b8',
            }))}
          />
        </div>
      )}
    </section>
  );
}
