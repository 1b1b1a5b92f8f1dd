// One change in a record's History: what was done, by whom, when and from where, each field it
// touched with its whole value before and after, and the buttons that bring a version back.
import { fieldNameInWords } from '@common/audit-labels';
import type { HistoryEntry as Entry, RestoreVersion } from '@common/history';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDayAndTime } from '@/lib/format';
import { FieldChange } from './field-change';

const actionWords: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  reset: 'Reset to the built-in text',
};

/** Columns that say where an entry sits or when it was saved, not what it says. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'updatedBy', 'sortOrder', 'slug']);

/** "isActive" → "Active", for a field with no label of its own. */
const inWords = (name: string) => {
  const words = fieldNameInWords(name);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function HistoryEntry({
  entry,
  labels,
  isCurrent,
  isOldest,
  restoring,
  onRestore,
}: {
  entry: Entry;
  /** The record's field labels, by field name. */
  labels: Record<string, string>;
  /** The newest entry: its version is the record as it stands. */
  isCurrent: boolean;
  isOldest: boolean;
  restoring: boolean;
  onRestore: (version: RestoreVersion) => void;
}) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const created = entry.before === null;
  const fields = [
    ...new Set([...Object.keys(labels), ...Object.keys(before), ...Object.keys(after)]),
  ].filter((field) => !BOOKKEEPING.has(field) && (field in before || field in after));
  const who = entry.actor?.name ?? 'The command line';
  const canRestoreAfter = entry.restorable && !isCurrent && entry.action !== 'delete';
  // The first recorded change of a record made before history was kept: its earlier version.
  const canRestoreBefore = entry.restorable && isOldest && !created && entry.action !== 'delete';

  return (
    <li className="rounded-card border border-slate-200 p-4">
      <p className="font-semibold">
        {actionWords[entry.action] ?? entry.action} by {who}
      </p>
      <p className="text-slate-600 text-sm">
        <time dateTime={entry.at}>{formatDayAndTime(entry.at)}</time>
        {entry.ip && <> · from {entry.ip}</>}
        {isCurrent && <> · the current version</>}
      </p>
      {fields.length > 0 && (
        <dl className="mt-3 space-y-3">
          {fields.map((field) => (
            <FieldChange
              key={field}
              label={labels[field] ?? inWords(field)}
              before={before[field]}
              after={entry.action === 'delete' ? before[field] : after[field]}
              created={created || entry.action === 'delete'}
            />
          ))}
        </dl>
      )}
      {(canRestoreAfter || canRestoreBefore) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {canRestoreAfter && (
            <Button
              variant="outline"
              size="sm"
              disabled={restoring}
              onClick={() => onRestore({ entryId: entry.id, state: 'after' })}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Restore this version
            </Button>
          )}
          {canRestoreBefore && (
            <Button
              variant="outline"
              size="sm"
              disabled={restoring}
              onClick={() => onRestore({ entryId: entry.id, state: 'before' })}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Restore the version before this change
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
