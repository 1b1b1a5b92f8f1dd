// History and trash for the editor's entries: an older version written over an entry, and a
// deleted entry brought back whole, each recorded as a change of its own ("restore").
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ALREADY_RESTORED, type FieldValues } from '../../../common/editor/history';
import type { Database } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { recordVersion } from '../audit/record-change';
import type { EditorEntity } from './entities';
import { invalidatePublicList } from './service';

type RestoreDeps = Pick<Deps, 'db' | 'publicCache' | 'config'>;

/** Writes a kept version's fields over the entry; answers the entry as it now is. */
export async function restoreEntryVersion(
  { db, publicCache, config }: RestoreDeps,
  entity: EditorEntity,
  id: string,
  version: FieldValues,
  actor: Actor,
): Promise<FieldValues> {
  const { table } = entity;
  const values = editableValues(entity, version);
  const restored = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before) {
      const name = entity.label.toLowerCase();
      throw new AppError(409, `This ${name} is in the trash: bring it back from there first`);
    }
    const changes = { ...consequencesOf(entity, values, before), ...values };
    entity.checkFields?.({ ...before, ...changes });
    const [after] = await tx
      .update(table)
      .set(changes as PgUpdateSetSource<typeof table>)
      .where(eq(table.id, id))
      .returning();
    if (!after) throw new Error(`update of a ${entity.auditName} returned no row`);
    await entity.checkLinks?.(tx, after, before);
    await entity.afterChange?.(tx, { before, after }, config);
    await recordVersion(tx, actor, {
      action: 'restore',
      entity: entity.auditName,
      entityId: id,
      before,
      after,
    });
    return after;
  });
  invalidatePublicList(publicCache, entity);
  return restored;
}

/**
 * Inserts a deleted entry again, as it was deleted, under its own id, in the caller's transaction
 * (which has made sure it is in the trash).
 */
export async function returnEntryFromTrash(
  tx: Database,
  entity: EditorEntity,
  deleted: FieldValues,
  actor: Actor,
): Promise<void> {
  const { table } = entity;
  const values = storedValues(entity, deleted);
  const defaults = (await entity.returnDefaults?.(tx, values)) ?? {};
  const [row] = await tx
    .insert(table)
    .values({ ...values, ...defaults })
    .onConflictDoNothing({ target: table.id })
    .returning();
  if (!row) throw new AppError(409, ALREADY_RESTORED);
  await entity.checkLinks?.(tx, row);
  await entity.keptInTrash?.giveBack(tx, String(row.id));
  await recordVersion(tx, actor, {
    action: 'restore',
    entity: entity.auditName,
    entityId: String(row.id),
    before: null,
    after: row,
  });
}

/** What else the restore writes, as an edit of each field it changes would (entity.alsoChanges). */
function consequencesOf(entity: EditorEntity, values: FieldValues, before: FieldValues): object {
  return Object.assign(
    {},
    ...Object.entries(values)
      .filter(([field, value]) => value !== before[field])
      .map(([field, value]) => entity.alsoChanges?.(field, value, before) ?? {}),
  );
}

/** The fields an admin edits, as the version holds them, checked against today's rules. */
function editableValues(entity: EditorEntity, version: FieldValues): FieldValues {
  const parsed = z.object(entity.rules).partial().safeParse(version);
  if (!parsed.success) {
    throw new AppError(
      409,
      `This version no longer fits the rules of a ${entity.label.toLowerCase()}`,
    );
  }
  return parsed.data;
}

/** Every column the version holds; timestamps, kept as text in the history, as dates again. */
function storedValues(entity: EditorEntity, version: FieldValues): FieldValues {
  const values: FieldValues = editableValues(entity, version);
  for (const [name, column] of Object.entries(getTableColumns(entity.table))) {
    if (name in values || !(name in version)) continue;
    const value = version[name];
    values[name] =
      column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return values;
}
