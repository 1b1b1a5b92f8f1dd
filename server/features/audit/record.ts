// One row of the audit log: who did what to which record, with the values before and after. Call
// it with the transaction of the change itself, so that a change and its record land together.
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** A database or an open transaction: both can write the audit row. */
type Writer = Pick<Database, 'insert'>;

export interface AuditEntry {
  /** The signed-in admin; null for the command line. */
  actorId: string | null;
  /** What happened, e.g. `set-role`, `create`, `update`, `delete`, `import`. */
  action: string;
  /** The kind of record, e.g. `user`, `team-member`, `news-article`, `page-text`. */
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

export async function recordAudit(writer: Writer, entry: AuditEntry): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
