// The audit log's entries: when, who, the record with a link to its History, the change in one line
// with its full values a click away, and where the change came from.

import type { AuditLogEntry } from '@common/admin/admin';
import { actionLabel, fullChanges, unsignedActorName } from '@common/editor/audit-labels';
import { Link } from 'wouter';
import { DataTable } from '@/components/ui/data-table';
import { FieldChanges } from '@/features/history/field-change';
import { formatDayAndTime } from '@/lib/format';
import { summarizeChange } from './audit-change';
import { historyLinkOf } from './audit-record-link';

export function AuditLogTable({ entries }: { entries: readonly AuditLogEntry[] }) {
  return (
    <DataTable
      label="Audit log entries"
      caption="Changes, newest first"
      columns={['When', 'Who', 'Record', 'Change', 'IP']}
      minWidth="min-w-[48rem]"
      className="mt-4"
    >
      {entries.map((entry) => (
        <AuditLogRow key={entry.id} entry={entry} />
      ))}
    </DataTable>
  );
}

function AuditLogRow({ entry }: { entry: AuditLogEntry }) {
  const history = historyLinkOf(entry);
  const summary = summarizeChange(entry);
  const changes = fullChanges(entry);
  // Cells hold screen-reader text (absolutely placed): relative, they keep it inside the table's
  // scrolling region instead of widening the page.
  return (
    <tr className="align-top [&>td]:relative">
      <td className="whitespace-nowrap px-3 py-2">
        <time dateTime={entry.at}>{formatDayAndTime(entry.at)}</time>
      </td>
      <td className="px-3 py-2">
        {entry.actor ? (
          <span title={entry.actor.email}>{entry.actor.name}</span>
        ) : (
          <span className="text-slate-600">{unsignedActorName(entry.action)}</span>
        )}
      </td>
      <td className="px-3 py-2">
        <span className="block font-medium">{entry.record}</span>
        <span className="text-slate-600">{actionLabel(entry.action)}</span>
        {history && (
          <>
            {' · '}
            <Link href={history.href} className="text-accent-700 hover:underline">
              {history.text}
              <span className="sr-only"> of {entry.record}</span>
            </Link>
          </>
        )}
      </td>
      <td className="max-w-md px-3 py-2 text-slate-700">
        {summary && <p className="break-words">{summary}</p>}
        {changes.length > 0 && (
          <details className="mt-1">
            <summary className="cursor-pointer text-accent-700">Show full values</summary>
            <FieldChanges changes={changes} className="mt-2" />
          </details>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-600">{entry.ip ?? '—'}</td>
    </tr>
  );
}
