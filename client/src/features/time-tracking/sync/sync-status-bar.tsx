// The top of the dashboard (decision 29): how fresh the record is, Refresh, and why entries
// wait for Clockify when the server knows.
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { freshnessText, waitingNoteText } from './sync-status-text';
import { useRefreshClockify, useSyncStatus } from './use-sync-status';

export function SyncStatusBar({ now }: { now: Date }) {
  const status = useSyncStatus();
  const refresh = useRefreshClockify();
  const waitingNote = status.data && waitingNoteText(status.data);
  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-600 text-sm">
        {status.data ? (
          <p>
            {freshnessText(status.data.updatedAt, now)}
            {status.data.live && ' · live from Clockify'}
          </p>
        ) : status.isError ? (
          <p>Could not check when your entries were last read from Clockify.</p>
        ) : (
          <Skeleton className="h-5 w-44" />
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => refresh.mutate()}
          disabled={refresh.isPending}
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-3.5 ${refresh.isPending ? 'motion-safe:animate-spin' : ''}`}
          />
          {refresh.isPending ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {/* Mounted always, so that a screen reader announces the note when it appears. */}
      <p
        role="status"
        className={
          waitingNote ? 'mt-3 rounded-card bg-amber-50 p-3 text-amber-900 text-sm' : 'sr-only'
        }
      >
        {waitingNote}
      </p>
    </div>
  );
}
