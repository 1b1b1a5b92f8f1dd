// The Website Editor's Trash tab: entries deleted in the last 30 days, the latest first, each with
// Restore and Delete for good.
import { TRASH_DAYS, type TrashItem } from '@common/editor/history';
import { RotateCcw, Trash2 } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDayAndTime } from '@/lib/format';
import { editorAt } from '../editor/editor-entities';
import { useTrash, useTrashActions } from './use-trash';

export function TrashTab() {
  const trash = useTrash();
  const actions = useTrashActions();
  return (
    <section aria-labelledby="trash-heading" className="mt-6">
      <h2 id="trash-heading" className="font-bold text-2xl">
        Trash
      </h2>
      <p className="mt-1 text-slate-700">
        Deleted entries can be restored from here for {TRASH_DAYS} days, with every field. The audit
        log keeps the record of every deletion.
      </p>
      {trash.isError ? (
        <LoadError
          message="Failed to load the trash. Please try again."
          onRetry={() => trash.refetch()}
        />
      ) : trash.isPending ? (
        <div className="mt-6 space-y-4" role="status">
          <span className="sr-only">Loading the trash…</span>
          <Skeleton className="h-24" />
        </div>
      ) : trash.data.length === 0 ? (
        <p className="mt-6 rounded-card bg-slate-50 p-6 text-slate-700">The trash is empty.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {trash.data.map((item) => (
            <TrashCard key={`${item.kind}/${item.id}`} item={item} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TrashCard({
  item,
  actions,
}: {
  item: TrashItem;
  actions: ReturnType<typeof useTrashActions>;
}) {
  const editor = editorAt(item.kind);
  const label = editor?.label ?? 'Entry';
  const name = String((editor && item.record[editor.nameField]) || label);
  const busy = actions.restore.isPending || actions.deleteForGood.isPending;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <p className="font-semibold break-words">
          {name} <span className="font-normal text-slate-600">· {label}</span>
        </p>
        <p className="text-slate-600 text-sm">
          Deleted <time dateTime={item.deletedAt}>{formatDayAndTime(item.deletedAt)}</time>
          {item.deletedBy && <> by {item.deletedBy.name}</>}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Restore ${name}`}
          disabled={busy}
          onClick={() => actions.restore.mutate(item)}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Restore
        </Button>
        <ConfirmDialog
          trigger={
            <>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete for good
            </>
          }
          triggerLabel={`Delete for good: ${name}`}
          triggerDisabled={busy}
          title={`Delete this ${label.toLowerCase()} for good?`}
          description={`"${name}" leaves the trash and can no longer be restored. The audit log keeps the record of its deletion.`}
          confirmLabel="Delete for good"
          busyLabel="Deleting…"
          onConfirm={() => actions.deleteForGood.mutateAsync(item)}
        />
      </div>
    </li>
  );
}
