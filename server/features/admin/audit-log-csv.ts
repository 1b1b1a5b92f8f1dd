// The audit log as a CSV file: every entry the filters match, newest first, up to a cap, with the
// record named and the changed fields labelled as /admin shows them, and their whole values.
import { AUDIT_LOG_CSV_MAX_ROWS, type AuditLogFilter } from '../../../common/admin/admin';
import { auditFieldChanges, auditKindLabel } from '../../../common/editor/audit-labels';
import type { Deps } from '../../deps';
import { toCsv } from '../../http/csv';
import { auditConditions, selectAuditEntries } from './audit-entries';

const CSV_HEADER = [
  'When',
  'Who',
  'Email',
  'IP',
  'Action',
  'Kind of record',
  'Record',
  'Record id',
  'Changed fields',
  'Before',
  'After',
];

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

export async function exportAuditLog(
  { db }: Pick<Deps, 'db'>,
  filter: AuditLogFilter,
  now = new Date(),
): Promise<{ filename: string; csv: string }> {
  const entries = await selectAuditEntries(db, auditConditions(filter), {
    limit: AUDIT_LOG_CSV_MAX_ROWS,
    offset: 0,
  });
  const rows = entries.map((entry) => [
    entry.at,
    entry.actor?.name ?? 'Command line',
    entry.actor?.email,
    entry.ip,
    entry.action,
    auditKindLabel(entry.entity),
    entry.record,
    entry.entityId,
    auditFieldChanges(entry)
      .map((change) => change.label)
      .join(', '),
    json(entry.before),
    json(entry.after),
  ]);
  // A byte order mark, so that spreadsheet programs read the file as UTF-8 (names with accents).
  return {
    filename: `audit-log-${now.toISOString().slice(0, 10)}.csv`,
    csv: `\uFEFF${toCsv(CSV_HEADER, rows)}`,
  };
}
