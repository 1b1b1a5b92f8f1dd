// One change in a record's History: what was done, by whom, when and from where, each field it
// touched with its whole value before and after, and the buttons that bring a version back.
import { actionLabel, fullChanges, unsignedActorName } from '@common/editor/audit-labels';
import type { HistoryEntry as Entry, RestoreVersion } from '@common/editor/history';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDayAndTime } from '@/lib/format';
import { FieldChanges } from './field-change';

export function HistoryEntry({
  entry,
  entity,
  isCurrent,
  isOldestKept,
  restoring,
  onRestore,
}: {
  entry: Entry;
  /** The audit log's name of the record's kind, which names its fields. */
  entity: string;
  /** The newest entry: its version is the record as it stands. */
  isCurrent: boolean;
  /** The oldest entry whose version is kept: the version before it can be restored too. */
  isOldestKept: boolean;
  restoring: boolean;
  onRestore: (version: RestoreVersion) => void;
}) {
  const changes = fullChanges({ ...entry, entity });
  const who = entry.actor?.name ?? unsignedActorName(entry.action).toLowerCase();
  const canRestoreAfter = entry.restorable && !isCurrent && entry.action !== 'delete';
  const canRestoreBefore =
    isOldestKept && entry.before !== null && !['create', 'delete'].includes(entry.action);

  const restoreButton = (state: RestoreVersion['state'], text: string) => (
    <Button
      variant="outline"
      size="sm"
      disabled={restoring}
      onClick={() => onRestore({ entryId: entry.id, state })}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      {text}
    </Button>
  );

  return (
    <li className="rounded-card border border-slate-200 p-4">
      <p className="font-semibold">
        {actionLabel(entry.action)} by {who}
      </p>
      <p className="text-slate-600 text-sm">
        <time dateTime={entry.at}>{formatDayAndTime(entry.at)}</time>
        {entry.ip && <> · from {entry.ip}</>}
        {isCurrent && <> · the current version</>}
      </p>
      {changes.length > 0 && <FieldChanges changes={changes} className="mt-3" />}
      {(canRestoreAfter || canRestoreBefore) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {canRestoreAfter && restoreButton('after', 'Restore this version')}
          {canRestoreBefore && restoreButton('before', 'Restore the version before this change')}
        </div>
      )}
    </li>
  );
}
