// The one way a change is recorded: its audit entry, written with the change's own transaction so
// that both land or neither does. A change of an editable record also keeps the whole record as
// the change left it: the version its History view shows and can restore.
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema/site-schema';
import type { Actor } from './actor';

/** A database or an open transaction: both can write the audit row. */
type Writer = Pick<Database, 'insert'>;

type StoredRecord = Record<string, unknown>;

export interface Change {
  /** What happened, e.g. `set-role`, `create`, `update`, `delete`, `restore`, `import`. */
  action: string;
  /** The kind of record, e.g. `user`, `team-member`, `news-article`, `page-text`. */
  entity: string;
  entityId?: string | null;
  /** The changed values as they were and as they are (or a summary, such as an import's). */
  before?: unknown;
  after?: unknown;
}

export async function recordChange(writer: Writer, actor: Actor, change: Change): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: actor.id,
    ip: actor.ip,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

export interface VersionChange {
  action: string;
  entity: string;
  entityId: string;
  /** The whole record before the change; null when the change created it. */
  before: StoredRecord | null;
  /** The whole record after the change; null when the change deleted it. */
  after: StoredRecord | null;
}

/** Columns that say when or by whom, not what: a change of them alone is no change. */
const BOOKKEEPING = new Set(['updatedAt', 'updatedBy']);

/**
 * Records a change of an editable record given whole: the entry keeps the fields that changed
 * (all of them on a creation or a deletion) and, as `version`, the record as it now stands (as it
 * was, for a deletion: what the trash gives back). Records nothing when no field changed.
 */
export async function recordVersion(
  writer: Writer,
  actor: Actor,
  change: VersionChange,
): Promise<void> {
  const { before, after } = change;
  const version = after ?? before;
  if (!version) throw new Error(`a change of ${change.entity} ${change.entityId} has no record`);
  const fields = before && after ? changedFields(before, after) : Object.keys(version);
  if (fields.length === 0) return;
  await writer.insert(auditLog).values({
    actorId: actor.id,
    ip: actor.ip,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: before && pick(before, fields),
    after: after && pick(after, fields),
    version,
  });
}

function changedFields(before: StoredRecord, after: StoredRecord): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].filter(
    (field) => !BOOKKEEPING.has(field) && !isDeepStrictEqual(before[field], after[field]),
  );
}

const pick = (record: StoredRecord, fields: string[]) =>
  Object.fromEntries(fields.filter((field) => field in record).map((f) => [f, record[f]]));
