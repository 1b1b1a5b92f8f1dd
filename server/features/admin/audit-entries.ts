// The audit log's entries as /admin and its export read them: the filters' conditions, and each
// entry with who made it and the record named as a person calls it.
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  type AuditActor,
  type AuditLogEntry,
  type AuditLogFilter,
  displayName,
} from '../../../common/admin/admin';
import { auditKindLabel, pageTextName } from '../../../common/editor/audit-labels';
import { editorEntityDescriptions } from '../../../common/editor/editor-entities';
import { knownTimeZone, nextDay, startOfDay } from '../../../common/time/time-zones';
import type { Database } from '../../db/database';
import { auditLog, contactSubmissions, users } from '../../db/schema/site-schema';

export const actorColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

export const toActor = (row: {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}): AuditActor => ({ id: row.id, email: row.email, name: displayName(row) });

/** Entries by whom, on what kind of record, from the first day's start to the last day's end. */
export function auditConditions(filter: AuditLogFilter): SQL | undefined {
  const timeZone = knownTimeZone(filter.timeZone);
  return and(
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.from ? gte(auditLog.at, startOfDay(filter.from, timeZone)) : undefined,
    filter.to ? lt(auditLog.at, startOfDay(nextDay(filter.to), timeZone)) : undefined,
  );
}

/** The field that names a record of the entry's kind (`name`, `title`); null for other kinds. */
const nameField = sql`(case ${auditLog.entity} ${sql.join(
  editorEntityDescriptions.map((kind) => sql`when ${kind.auditName} then ${kind.nameField}`),
  sql` `,
)} end)::text`;

/**
 * The record's name as the entry left it; for an entry that does not carry it (a move, or a change
 * from before versions were kept), the name its latest kept version has. Only a kind with a name
 * field looks for one there: the condition on the entry alone is checked once, before any of the
 * record's other entries is read (a page text's or an account's thousands of them).
 */
const recordOwnName = sql<string | null>`coalesce(
  ${auditLog.version} ->> ${nameField},
  ${auditLog.after} ->> ${nameField},
  ${auditLog.before} ->> ${nameField},
  (select later.version ->> ${nameField} from ${auditLog} later
    where ${nameField} is not null
      and later.entity = ${auditLog.entity} and later.entity_id = ${auditLog.entityId}
      and later.version is not null
    order by later.id desc limit 1)
)`;

/** "Team member Priya Castellano", "Page text Home › hero badge"; the kind alone with no name. */
function recordName(entity: string, entityId: string | null, name: string | null): string {
  const own = entity === 'page-text' && entityId ? pageTextName(entityId) : name?.trim();
  return own ? `${auditKindLabel(entity)} ${own}` : auditKindLabel(entity);
}

/** A declined request's account is gone; its entry keeps the name and address it had. */
function declinedName(entry: { action: string; before: unknown }): string | null {
  const parsed = declinedUserSchema.safeParse(entry.before);
  return entry.action === 'decline' && parsed.success ? displayName(parsed.data) : null;
}

const declinedUserSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** The user an entry on a user is about. */
const subject = alias(users, 'subject');

/**
 * The ids of the entries matching the conditions, newest first: a page of them is found before any
 * entry is read whole, so a page far back costs a walk over an index, not over every entry before it.
 */
export async function matchingAuditIds(
  db: Database,
  where: SQL | undefined,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * The entry's record id as the uuid it is, for entries of one kind (null for the others): the
 * record is then found by its primary key. Comparing the record's id as text instead read every
 * row of the table for each entry; the case casts only an id written as a uuid, never another
 * kind's (a date, a setting's name) nor an old entry's of another form.
 */
const idOfEntity = (entity: string) =>
  sql<string>`case when ${auditLog.entity} = ${entity} and ${auditLog.entityId} ~ ${UUID_PATTERN}
    then ${auditLog.entityId}::uuid end`;

/** The entries of these ids, newest first. */
export async function selectAuditEntries(db: Database, ids: number[]): Promise<AuditLogEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      ip: auditLog.ip,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      actor: actorColumns,
      ownName: recordOwnName,
      subject: { email: subject.email, firstName: subject.firstName, lastName: subject.lastName },
      submitter: { firstName: contactSubmissions.firstName, lastName: contactSubmissions.lastName },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(subject, eq(subject.id, idOfEntity('user')))
    .leftJoin(contactSubmissions, eq(contactSubmissions.id, idOfEntity('contact-submission')))
    .where(inArray(auditLog.id, ids))
    .orderBy(desc(auditLog.at), desc(auditLog.id));

  return rows.map(({ at, actor, ownName, subject, submitter, ...entry }) => ({
    ...entry,
    at: at.toISOString(),
    actor: actor ? toActor(actor) : null,
    record: recordName(
      entry.entity,
      entry.entityId,
      (subject && displayName(subject)) ??
        declinedName(entry) ??
        (submitter && `from ${submitter.firstName} ${submitter.lastName}`) ??
        ownName,
    ),
  }));
}
