// The audit log of /admin, filtered by who acted and by the kind of record.
import type { AuditLog } from '@common/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const AUDIT_LOG_KEY = ['/api/admin/audit-log'] as const;

export interface AuditLogFilter {
  actor: string;
  entity: string;
}

export function useAuditLog(filter: AuditLogFilter) {
  return useQuery<AuditLog>({
    queryKey: [...AUDIT_LOG_KEY, filter],
    queryFn: async () => {
      const query = new URLSearchParams();
      if (filter.actor) query.set('actor', filter.actor);
      if (filter.entity) query.set('entity', filter.entity);
      const search = query.size > 0 ? `?${query}` : '';
      return (await apiRequest('GET', `${AUDIT_LOG_KEY[0]}${search}`)).json();
    },
    // The filters' choices stay on screen while another filter's entries load.
    placeholderData: keepPreviousData,
  });
}
