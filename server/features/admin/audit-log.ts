// The audit log as /admin shows it: the latest entries with who made them, filtered by actor and by
// the kind of record, and the choices those filters offer.
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditActor, type AuditLog, displayName } from '../../../common/admin';
import { auditLog, users } from '../../db/schema';
import type { Deps } from '../../deps';

export interface AuditLogFilter {
  actor?: string;
  entity?: string;
  limit: number;
}

const actorColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

const toActor = (row: {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}): AuditActor => ({ id: row.id, email: row.email, name: displayName(row) });

/** The user an entry is about, for entries on users: the list shows their name, not an id. */
const subject = alias(users, 'subject');

export async function readAuditLog(
  { db }: Pick<Deps, 'db'>,
  filter: AuditLogFilter,
): Promise<AuditLog> {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(eq(auditLog.actorId, filter.actor));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  // Three independent reads: the entries, and the choices of the two filters.
  const [rows, actors, entities] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        actor: actorColumns,
        subject: {
          id: subject.id,
          email: subject.email,
          firstName: subject.firstName,
          lastName: subject.lastName,
        },
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(
        subject,
        and(eq(auditLog.entity, 'user'), eq(sql`${subject.id}::text`, auditLog.entityId)),
      )
      .where(and(...conditions))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.limit),
    db
      .selectDistinct(actorColumns)
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(asc(users.email)),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
  ]);

  return {
    entries: rows.map(({ at, actor, subject, ...entry }) => ({
      ...entry,
      at: at.toISOString(),
      actor: actor ? toActor(actor) : null,
      subject: subject ? displayName(subject) : null,
    })),
    actors: actors.map(toActor).sort((a, b) => a.name.localeCompare(b.name)),
    entities: entities.map((row) => row.entity),
  };
}
