// The audit log of /admin: one page of the entries by whom, on which kind of record and in which
// days, and the same filters as the address of the CSV export.
import { AUDIT_LOG_CSV_PATH, AUDIT_LOG_PATH, auditLogSchema } from '@common/admin/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

export const AUDIT_LOG_KEY = [AUDIT_LOG_PATH] as const;

/** The filters as the form holds them: an empty text is no filter. */
export interface AuditLogFilter {
  actor: string;
  entity: string;
  /** Days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export const noAuditLogFilter: AuditLogFilter = { actor: '', entity: '', from: '', to: '' };

/** The query of the filters set, with the reader's time zone that their days are in. */
export function auditLogQuery(filter: AuditLogFilter, page = 1): string {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ''));
  if (filter.from || filter.to) {
    query.set('timeZone', Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
  if (page > 1) query.set('page', String(page));
  return query.size > 0 ? `?${query}` : '';
}

/** The CSV file of every entry the filters match. */
export const auditLogCsvLink = (filter: AuditLogFilter) =>
  `${AUDIT_LOG_CSV_PATH}${auditLogQuery(filter)}`;

/** Not asked while `enabled` is false: filters the server would refuse. */
export function useAuditLog(filter: AuditLogFilter, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...AUDIT_LOG_KEY, filter, page],
    enabled,
    queryFn: () =>
      apiJson(auditLogSchema, 'GET', `${AUDIT_LOG_PATH}${auditLogQuery(filter, page)}`),
    // The filters' choices and the page stay on screen while the next entries load.
    placeholderData: keepPreviousData,
    // Read afresh each time /admin opens: every change anywhere adds to it.
    staleTime: 0,
  });
}
