// The audit log as a CSV file: every entry the filters match, newest first, up to a cap, with the
// record named and the changed fields labelled as /admin shows them, and their whole values. An
// entry can carry a whole record twice, so the file is written a batch of entries at a time.
import type { SQL } from 'drizzle-orm';
import { AUDIT_LOG_CSV_MAX_ROWS, type AuditLogFilter } from '../../../common/admin/admin';
import { auditFieldChanges, auditKindLabel } from '../../../common/editor/audit-labels';
import type { Database } from '../../db/database';
import type { Deps } from '../../deps';
import { csvStream } from '../../http/csv';
import { auditConditions, matchingAuditIds, selectAuditEntries } from './audit-entries';

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

/** Entries read from the database at a time. */
const EXPORT_BATCH = 200;

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

export function exportAuditLog(
  { db }: Pick<Deps, 'db'>,
  filter: AuditLogFilter,
  now = new Date(),
): { filename: string; csv: AsyncIterable<string> } {
  return {
    filename: `audit-log-${now.toISOString().slice(0, 10)}.csv`,
    csv: csvStream(CSV_HEADER, csvRows(db, auditConditions(filter))),
  };
}

async function* csvRows(db: Database, where: SQL | undefined) {
  for await (const batch of matchingEntryBatches(db, where)) {
    yield batch.map((entry) => [
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
  }
}

/**
 * The newest matching entries up to the cap, a batch at a time: their ids first (a few bytes each,
 * and the order fixed at once), then the entries of each batch.
 */
async function* matchingEntryBatches(db: Database, where: SQL | undefined) {
  const ids = await matchingAuditIds(db, where, { limit: AUDIT_LOG_CSV_MAX_ROWS });
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    yield await selectAuditEntries(db, ids.slice(start, start + EXPORT_BATCH));
  }
}
