// The audit log as /admin shows it: one page of the entries the filters match, newest first, how
// many match in all, and the choices the filters offer.
import { asc, count, eq, exists, sql } from 'drizzle-orm';
import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLog,
  type AuditLogFilter,
} from '../../../common/admin/admin';
import { auditLog, users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import {
  actorColumns,
  auditConditions,
  matchingAuditIds,
  selectAuditEntries,
  toActor,
} from './audit-entries';

export async function readAuditLog(
  { db }: Pick<Deps, 'db'>,
  { page, ...filter }: AuditLogFilter & { page: number },
): Promise<AuditLog> {
  const where = auditConditions(filter);
  // Four independent reads: the page, the count, and the choices of the two filters.
  const [entries, [matching], actors, entities] = await Promise.all([
    matchingAuditIds(db, where, {
      limit: AUDIT_LOG_PAGE_SIZE,
      offset: (page - 1) * AUDIT_LOG_PAGE_SIZE,
    }).then((ids) => selectAuditEntries(db, ids)),
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .select(actorColumns)
      .from(users)
      .where(
        exists(db.select({ one: sql`1` }).from(auditLog).where(eq(auditLog.actorId, users.id))),
      )
      .orderBy(asc(users.email)),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
  ]);

  return {
    entries,
    page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
    total: matching?.total ?? 0,
    actors: actors.map(toActor).sort((a, b) => a.name.localeCompare(b.name)),
    entities: entities.map((row) => row.entity),
  };
}
