// The audit log: the latest changes with who made them, filterable by person and kind of record.
import type { AuditLogEntry } from '@common/admin';
import { useState } from 'react';
import { SectionError } from '@/components/section-error';
import { DataTable } from '@/components/ui/data-table';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDayAndTime } from '@/lib/format';
import { describeChange, entityLabel } from './audit-change';
import { type AuditLogFilter, useAuditLog } from './use-audit-log';

export function AuditLogPanel() {
  const [filter, setFilter] = useState<AuditLogFilter>({ actor: '', entity: '' });
  const log = useAuditLog(filter);

  return (
    <>
      <div className="mt-4 grid gap-3 sm:max-w-xl sm:grid-cols-2">
        <FormField id="audit-actor" label="Who">
          <select
            id="audit-actor"
            value={filter.actor}
            onChange={(event) => setFilter({ ...filter, actor: event.target.value })}
            className={inputClasses}
          >
            <option value="">Everyone</option>
            {log.data?.actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="audit-entity" label="Record">
          <select
            id="audit-entity"
            value={filter.entity}
            onChange={(event) => setFilter({ ...filter, entity: event.target.value })}
            className={inputClasses}
          >
            <option value="">All records</option>
            {log.data?.entities.map((entity) => (
              <option key={entity} value={entity}>
                {entityLabel(entity)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {log.isPending && <Skeleton className="mt-4 h-40" />}
      {log.isError && (
        <SectionError message="Failed to load the audit log. Please try again later." />
      )}
      {log.data?.entries.length === 0 && (
        <p className="mt-4 rounded-card bg-slate-50 p-6 text-center text-slate-700">
          {filter.actor || filter.entity ? 'No changes match these filters.' : 'No changes yet.'}
        </p>
      )}
      {log.data && log.data.entries.length > 0 && <AuditTable entries={log.data.entries} />}
    </>
  );
}

function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <DataTable
      label="Audit log entries"
      caption="Latest changes, newest first"
      columns={['When', 'Who', 'Action', 'Record', 'Change']}
      minWidth="min-w-[40rem]"
      className="mt-4"
    >
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top">
          <td className="whitespace-nowrap px-3 py-2">{formatDayAndTime(entry.at)}</td>
          <td className="px-3 py-2">
            {entry.actor ? (
              <span title={entry.actor.email}>{entry.actor.name}</span>
            ) : (
              <span className="text-slate-600">Command line</span>
            )}
          </td>
          <td className="whitespace-nowrap px-3 py-2">{entry.action}</td>
          <td className="px-3 py-2">
            {entityLabel(entry.entity)}
            {entry.subject && <span className="block text-slate-600">{entry.subject}</span>}
          </td>
          <td className="px-3 py-2 text-slate-700">{describeChange(entry)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
