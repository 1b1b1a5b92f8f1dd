// A record's history as its History view shows it, newest first (its moves in a list are left to
// the audit log), and "Restore this version".
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  type History,
  type HistoryKind,
  historyEntity,
  isFieldValues,
  NO_SUCH_VERSION,
  type RestoreVersion,
  VERSION_NOT_KEPT,
} from '../../../common/editor/history';
import { auditLog, users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { actorColumns, toActor } from '../admin/audit-entries';
import type { Actor } from '../audit/actor';
import { type HistoryDeps, restoreKeptVersion } from './versioned-kinds';

const fieldValuesOrNull = (value: unknown) => (isFieldValues(value) ? value : null);

export async function readHistory(
  { db }: Pick<Deps, 'db'>,
  kind: HistoryKind,
  id: string,
): Promise<History> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      ip: auditLog.ip,
      before: auditLog.before,
      after: auditLog.after,
      version: auditLog.version,
      actor: actorColumns,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.entity, historyEntity(kind)),
        eq(auditLog.entityId, id),
        // A move changes the list, not the record: the audit log keeps it.
        ne(auditLog.action, 'reorder'),
      ),
    )
    .orderBy(desc(auditLog.id));
  return {
    entries: rows.map(({ at, actor, version, before, after, ...entry }) => ({
      ...entry,
      at: at.toISOString(),
      actor: actor && toActor(actor),
      before: fieldValuesOrNull(before),
      after: fieldValuesOrNull(after),
      restorable: isFieldValues(version),
    })),
  };
}

/**
 * Makes one kept version current: the one a change made (`after`), or the one it replaced
 * (`before`: the version it left, with the fields it changed as they were).
 */
export async function restoreVersion(
  deps: HistoryDeps,
  kind: HistoryKind,
  id: string,
  { entryId, state = 'after' }: RestoreVersion,
  actor: Actor,
): Promise<void> {
  const [entry] = await deps.db
    .select({ version: auditLog.version, before: auditLog.before })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.id, entryId),
        eq(auditLog.entity, historyEntity(kind)),
        eq(auditLog.entityId, id),
      ),
    );
  if (!entry) throw new AppError(404, NO_SUCH_VERSION);
  if (!isFieldValues(entry.version)) throw new AppError(409, VERSION_NOT_KEPT);
  const version =
    state === 'after'
      ? entry.version
      : isFieldValues(entry.before) && { ...entry.version, ...entry.before };
  // The version before a creation is no version at all.
  if (!version) throw new AppError(404, NO_SUCH_VERSION);
  await restoreKeptVersion(deps, kind, id, version, actor);
}
