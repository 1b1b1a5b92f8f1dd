import { useNow } from '@/lib/hooks/use-now';
import { ExportEntriesForm } from './export-entries-form';
import { SyncStatusBar } from './sync/sync-status-bar';
import { ProjectsGrid } from './timer/projects-grid';
import { RunningTimerPanel } from './timer/running-timer-panel';
import { StartTimerForm } from './timer/start-timer-form';
import { useProjects, useStopTimer, useTimeEntries } from './use-time-tracking';
import { StatCards } from './week/stat-cards';
import { ThisWeekPanel } from './week/this-week-panel';
import { activeTimerOf } from './week/time-entries';
import { TimeEntriesList } from './week/time-entries-list';

const CLOCK_TICK_MS = 1000;
// Without a running timer only "today" can change: a minute is close enough to midnight.
const IDLE_TICK_MS = 60_000;

/** The dashboard, shown only to a member with a Clockify key (decisions 20 and 29). */
export function TimeTrackingDashboard() {
  const entries = useTimeEntries();
  const projects = useProjects();
  const stop = useStopTimer();
  const activeTimer = entries.data ? activeTimerOf(entries.data) : undefined;
  const now = useNow(activeTimer ? CLOCK_TICK_MS : IDLE_TICK_MS);
  const stoppingId = stop.isPending ? stop.variables : undefined;

  return (
    <>
      <SyncStatusBar now={now} />
      <StatCards
        entries={entries.data ?? (entries.isError ? 'failed' : undefined)}
        activeTimer={activeTimer}
        projectCount={projects.data?.length ?? (projects.isError ? 'failed' : undefined)}
        now={now}
      />
      {projects.isError && (
        <p role="alert" className="mt-4 text-red-800">
          The projects could not be loaded; you can still track time without one.
        </p>
      )}
      {activeTimer ? (
        <RunningTimerPanel
          entry={activeTimer}
          now={now}
          onStop={() => stop.mutate(activeTimer.id)}
          stopping={stoppingId === activeTimer.id}
        />
      ) : (
        <StartTimerForm projects={projects.data ?? []} />
      )}
      <ThisWeekPanel entries={entries.data} failed={entries.isError} now={now} />
      <TimeEntriesList
        entries={entries.data}
        failed={entries.isError}
        now={now}
        onStop={(entryId) => stop.mutate(entryId)}
        stoppingId={stoppingId}
      />
      <ExportEntriesForm />
      {projects.data && <ProjectsGrid projects={projects.data} />}
    </>
  );
}
