import { describe, expect, it } from 'vitest';
import { auditLogCsvLink, auditLogQuery, noAuditLogFilter } from './use-audit-log';

describe('the audit log’s query', () => {
  it('sends only the filters set, the page after the first, and the days’ time zone', () => {
    expect(auditLogQuery(noAuditLogFilter)).toBe('');
    expect(auditLogQuery({ ...noAuditLogFilter, entity: 'sponsor' }, 3)).toBe(
      '?entity=sponsor&page=3',
    );
    const withDays = new URLSearchParams(
      auditLogQuery({ ...noAuditLogFilter, from: '2026-03-01' }),
    );
    expect(withDays.get('from')).toBe('2026-03-01');
    expect(withDays.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('asks the CSV export for the same filters, and no page: it holds them all', () => {
    expect(auditLogCsvLink({ ...noAuditLogFilter, actor: 'a1' })).toBe(
      '/api/admin/audit-log.csv?actor=a1',
    );
  });
});
