// The audit log: every change with who made it, when and from where, filtered by person, kind of
// record and days, a page at a time, and the filtered entries as a CSV file.
import { auditLogFilterSchema } from '@common/admin/admin';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { PageSwitcher } from '@/components/page-switcher';
import { SectionError } from '@/components/section-error';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';
import {
  type AuditLogFilter,
  auditLogCsvLink,
  noAuditLogFilter,
  useAuditLog,
} from './use-audit-log';

type DayErrors = Partial<Record<'from' | 'to', string>>;

/** What is wrong with the days (one before 2000, the last before the first), by field. */
function dayErrorsOf({ from, to }: AuditLogFilter): DayErrors {
  const checked = auditLogFilterSchema.safeParse({ from: from || undefined, to: to || undefined });
  return Object.fromEntries(
    (checked.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
  );
}

export function AuditLogPanel() {
  const [filter, setFilter] = useState<AuditLogFilter>(noAuditLogFilter);
  const [page, setPage] = useState(1);
  const dayErrors = dayErrorsOf(filter);
  const valid = Object.keys(dayErrors).length === 0;
  const log = useAuditLog(filter, page, valid);
  const filtered = Object.values(filter).some(Boolean);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  return (
    <>
      <AuditLogFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        actors={log.data?.actors ?? []}
        entities={log.data?.entities ?? []}
        errors={dayErrors}
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700" aria-live="polite">
          {log.data &&
            `${formatCount(log.data.total)} ${log.data.total === 1 ? 'change' : 'changes'}`}
        </p>
        <a
          href={valid ? auditLogCsvLink(filter) : undefined}
          download
          aria-disabled={valid ? undefined : true}
          className={buttonClasses({ variant: 'outline' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      {log.isPending && <Skeleton className="mt-4 h-40" />}
      {log.isError && (
        <SectionError message="Failed to load the audit log. Please try again later." />
      )}
      {log.data?.entries.length === 0 && (
        <p className="mt-4 rounded-card bg-slate-50 p-6 text-center text-slate-700">
          {filtered ? 'No changes match these filters.' : 'No changes yet.'}
        </p>
      )}
      {log.data && log.data.entries.length > 0 && <AuditLogTable entries={log.data.entries} />}
      <PageSwitcher label="Audit log pages" page={page} pages={pages} onPage={setPage} />
    </>
  );
}
