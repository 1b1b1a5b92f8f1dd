import { formatStopwatch, secondsSince } from '@common/time-tracking/time-durations';
import type { TimeEntry } from '@common/time-tracking/time-tracking';
import { Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatEntryStart } from '@/lib/format';
import { ProjectDot } from './project-dot';
import { WaitingBadge } from './waiting-badge';

/** The start panel while a timer runs, with its live clock and Stop. */
export function RunningTimerPanel({
  entry,
  now,
  onStop,
  stopping,
}: {
  entry: TimeEntry;
  now: Date;
  onStop: () => void;
  stopping: boolean;
}) {
  return (
    <section
      aria-labelledby="running-timer-heading"
      className="mt-8 flex flex-col gap-4 rounded-card bg-slate-900 p-5 text-white sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="min-w-0">
        <h2 id="running-timer-heading" className="font-semibold text-accent-500 text-sm uppercase">
          Timer running
        </h2>
        <p className="mt-1 break-words font-bold text-xl">{entry.description}</p>
        <p className="mt-1 flex items-center gap-2 text-slate-300 text-sm">
          <ProjectDot color={entry.project?.color} />
          {entry.project?.name ?? 'No project'} · since {formatEntryStart(entry.timeInterval.start)}
        </p>
        {entry.waiting && <WaitingBadge className="mt-2" />}
      </div>
      <div className="flex items-center gap-4">
        {/* role="timer" is a live region that screen readers leave quiet: no announcement a second. */}
        <p
          role="timer"
          aria-label="Running time"
          className="font-bold font-mono text-3xl tabular-nums"
        >
          {formatStopwatch(secondsSince(entry.timeInterval.start, now))}
        </p>
        <Button variant="danger" onClick={onStop} disabled={stopping}>
          <Square aria-hidden="true" className="size-4 fill-current" />
          {stopping ? 'Stopping…' : 'Stop'}
        </Button>
      </div>
    </section>
  );
}
