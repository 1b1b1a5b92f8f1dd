import { formatDuration, parseDuration, secondsSince } from '@common/time-tracking/time-durations';
import type { TimeEntry } from '@common/time-tracking/time-tracking';
import { Square } from 'lucide-react';
import { useState } from 'react';
import { SectionError } from '@/components/section-error';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEntryStart } from '@/lib/format';
import { ProjectDot } from '../timer/project-dot';
import { WaitingBadge } from '../timer/waiting-badge';
import { isRunning, SHOWN_ENTRIES_LIMIT, searchTimeEntries } from './time-entries';

/** The newest 10 entries matching the search, each running one with a stop button. */
export function TimeEntriesList({
  entries,
  failed,
  now,
  onStop,
  stoppingId,
}: {
  /** Undefined while loading. */
  entries: readonly TimeEntry[] | undefined;
  failed: boolean;
  now: Date;
  onStop: (entryId: string) => void;
  stoppingId: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const found = entries ? searchTimeEntries(entries, search) : [];
  const shown = found.slice(0, SHOWN_ENTRIES_LIMIT);

  return (
    <section aria-labelledby="entries-heading" className="mt-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="entries-heading" className="font-bold text-2xl">
          Time Entries
        </h2>
        <SearchField
          id="entries-search"
          label="Search time entries"
          value={search}
          onChange={setSearch}
          placeholder="Description or project"
          className="sm:w-72"
        />
      </div>
      {entries === undefined && failed && (
        <SectionError message="Failed to load time entries. Please try again later." />
      )}
      {entries === undefined && !failed && (
        <div className="mt-4 space-y-3">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-16" />
          ))}
        </div>
      )}
      {entries && (
        <>
          <p aria-live="polite" className="mt-2 text-slate-600 text-sm">
            {entries.length === 0
              ? ''
              : `Showing ${shown.length} of ${found.length} ${found.length === 1 ? 'entry' : 'entries'}`}
          </p>
          {shown.length === 0 ? (
            <p className="mt-4 rounded-card border border-slate-300 border-dashed p-8 text-center text-slate-600">
              {entries.length === 0 ? 'No time entries yet' : 'No entries match your search'}
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 rounded-card border border-slate-200">
              {shown.map((entry) => (
                <TimeEntryRow
                  key={entry.id}
                  entry={entry}
                  now={now}
                  onStop={() => onStop(entry.id)}
                  stopping={stoppingId === entry.id}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function TimeEntryRow({
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
  const running = isRunning(entry);
  const description = entry.description || '(no description)';
  const seconds = running
    ? secondsSince(entry.timeInterval.start, now)
    : parseDuration(entry.duration);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      <ProjectDot color={entry.project?.color} />
      {/* At least 12rem wide: on a phone the duration and Stop wrap below instead of squeezing it. */}
      <div className="min-w-48 flex-1">
        <p className="break-words font-semibold">{description}</p>
        <p className="text-slate-600 text-sm">
          {entry.project?.name ?? 'No project'} · {formatEntryStart(entry.timeInterval.start)} · by{' '}
          {entry.user.name}
        </p>
        {entry.waiting && <WaitingBadge className="mt-1" />}
      </div>
      <div className="ml-7 flex items-center gap-3 sm:ml-0">
        {running && (
          <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800 text-xs">
            Running
          </span>
        )}
        <span className="font-semibold tabular-nums">{formatDuration(seconds)}</span>
        {running && (
          <Button
            variant="danger-outline"
            size="sm"
            onClick={onStop}
            disabled={stopping}
            aria-label={`Stop "${description}"`}
          >
            <Square aria-hidden="true" className="size-3.5 fill-current" />
            Stop
          </Button>
        )}
      </div>
    </li>
  );
}
