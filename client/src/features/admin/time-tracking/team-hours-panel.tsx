// The team's hours on /admin (decision 23): the Clockify budget first (decision 29), then the last
// year's total from Clockify's summary report, by member and by project, when the server has a
// workspace admin's key, with its CSV export.
import { type KnownTeamHours, TEAM_HOURS_NOT_CONFIGURED } from '@common/time-tracking/team-hours';
import { formatDuration } from '@common/time-tracking/time-durations';
import { Download } from 'lucide-react';
import { HoursBars } from '@/components/hours-bars';
import { SectionError } from '@/components/section-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessageOf } from '@/lib/api';
import { formatDay, formatDayAndTime } from '@/lib/format';
import { useFileDownload } from '@/lib/hooks/use-file-download';
import { ClockifyUsagePanel } from './clockify-usage-panel';
import { useTeamHours } from './use-team-hours';

export function TeamHoursPanel() {
  return (
    <>
      <ClockifyUsagePanel />
      <h3 className="mt-8 font-bold text-lg">Hours tracked</h3>
      <TeamHoursFigures />
    </>
  );
}

function TeamHoursFigures() {
  const teamHours = useTeamHours();
  if (teamHours.isPending) return <Skeleton className="mt-4 h-48" />;
  if (teamHours.isError) {
    const reason = serverMessageOf(teamHours.error) ?? 'Please try again later.';
    return <SectionError message={`Failed to load the team hours. ${reason}`} />;
  }
  if (!teamHours.data.configured) {
    return (
      <p className="mt-4 rounded-card bg-slate-50 p-6 text-slate-700">
        {TEAM_HOURS_NOT_CONFIGURED}
      </p>
    );
  }
  return <KnownTeamHoursView hours={teamHours.data} />;
}

function KnownTeamHoursView({ hours }: { hours: KnownTeamHours }) {
  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          <span className="font-extrabold text-3xl text-slate-900 tabular-nums">
            {formatDuration(hours.totalSeconds)}
          </span>{' '}
          tracked from {formatDay(hours.from)} to {formatDay(hours.to)}
        </p>
        <ExportTeamHoursButton />
      </div>
      <p className="mt-1 text-slate-600 text-sm">
        From Clockify at {formatDayAndTime(hours.updatedAt)}; renewed hourly.
      </p>
      {hours.refreshError && (
        <p role="status" className="mt-3 rounded-card bg-amber-50 p-3 text-amber-900 text-sm">
          These figures could not be renewed: {hours.refreshError}
        </p>
      )}
      {hours.totalSeconds === 0 ? (
        <p className="mt-4 rounded-card bg-slate-50 p-6 text-center text-slate-700">
          No time tracked in the workspace this year.
        </p>
      ) : (
        <div className="mt-6 grid gap-8 rounded-card border border-slate-200 p-4 sm:p-6 md:grid-cols-2">
          <HoursBars
            title="By member"
            rows={hours.byMember.map(({ name, seconds }, index) => ({
              key: `${index}-${name}`,
              label: name,
              seconds,
            }))}
          />
          <HoursBars
            title="By project"
            rows={hours.byProject.map(({ name, color, seconds }, index) => ({
              key: `${index}-${name}`,
              label: name,
              seconds,
              color,
            }))}
          />
        </div>
      )}
    </div>
  );
}

/** The team's hours per member and project as CSV. */
function ExportTeamHoursButton() {
  const download = useFileDownload('Failed to export the team hours');
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      onClick={() =>
        download.mutate({
          url: '/api/clockify/team-hours/export',
          fallbackName: 'team-hours.csv',
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {download.isPending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
