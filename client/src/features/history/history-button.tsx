// "History" on a record: a panel over the page listing its changes, newest first, each with
// "Restore this version" (decision 36).
import { type HistoryKind, historyEntity } from '@common/editor/history';
import { History as HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { HistoryEntry } from './history-entry';
import { useRecordHistory, useRestoreVersion } from './use-record-history';

export function HistoryButton({
  kind,
  id,
  name,
  shownIn,
  variant = 'outline',
}: {
  kind: HistoryKind;
  id: string;
  /** What a person calls the record: "Priya Castellano", "Club settings". */
  name: string;
  /** The queries that show the record, read again after a restore. */
  shownIn: readonly string[];
  /** How the opening button looks: `underlined` takes the colour of the text around it. */
  variant?: 'outline' | 'underlined';
}) {
  const [open, setOpen] = useState(false);
  const history = useRecordHistory(kind, id, open);
  const restore = useRestoreVersion(kind, id, shownIn);
  const entries = history.data?.entries;
  const oldestKept = entries?.findLast((entry) => entry.restorable);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant={variant}
        size={variant === 'outline' ? 'sm' : 'inline'}
        aria-label={`History of ${name}`}
        onClick={() => setOpen(true)}
      >
        <HistoryIcon aria-hidden="true" className="size-4" />
        History
      </Button>
      <SheetContent className="w-[36rem] max-w-full text-slate-900">
        <DialogTitle className="pr-10 font-bold text-xl">History of {name}</DialogTitle>
        <DialogDescription className="mt-1 text-slate-700">
          Every change, newest first. Restoring a version is a change of its own, so it can be
          undone here too.
        </DialogDescription>
        {restore.isError && (
          // The toast is hidden from screen readers while the panel is open.
          <p role="alert" className="mt-4 rounded-card bg-red-50 p-3 text-red-800 text-sm">
            Failed to restore this version. {failureMessage(restore.error)}
          </p>
        )}
        {history.isError ? (
          <LoadError
            message="Failed to load the history. Please try again."
            onRetry={() => history.refetch()}
          />
        ) : !entries ? (
          <div className="mt-6 space-y-4" role="status">
            <span className="sr-only">Loading the history…</span>
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        ) : entries.length === 0 ? (
          <p className="mt-6 rounded-card bg-slate-50 p-6 text-slate-700">
            No change has been recorded yet.
          </p>
        ) : (
          <ol className="mt-6 space-y-4">
            {entries.map((entry, index) => (
              <HistoryEntry
                key={entry.id}
                entry={entry}
                entity={historyEntity(kind)}
                isCurrent={index === 0}
                isOldestKept={entry === oldestKept}
                restoring={restore.isPending}
                // Closed once restored: the card shows the version, and the toast (hidden from
                // screen readers while the panel is open) says so.
                onRestore={(version) =>
                  restore.mutate(version, { onSuccess: () => setOpen(false) })
                }
              />
            ))}
          </ol>
        )}
      </SheetContent>
    </Dialog>
  );
}
