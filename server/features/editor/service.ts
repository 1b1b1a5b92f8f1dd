// What the website editor does to an entry: list every one, create, change one field, delete. Each
// write runs in one transaction with its audit row, which keeps the entry's version for History
// and the trash, and then drops the public list it changes, so that the next visitor of / reads it
// anew, from memory after that (decision 3). An uploaded picture stays stored when an entry stops
// showing it: an older version may show it again (decision 36).
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FieldChange } from '../../../common/editor/editor-fields';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { recordVersion } from '../audit/record-change';
import type { EditorEntity } from './entities';

type EditorDeps = Pick<Deps, 'db' | 'publicCache' | 'config'>;

type Row = Record<string, unknown>;

const notFound = (entity: EditorEntity) => new AppError(404, `${entity.label} not found`);

/** Drops the public list an entity's write changed, so that the next visitor reads it anew. */
export function invalidatePublicList(publicCache: Deps['publicCache'], entity: EditorEntity) {
  if (entity.cacheKey) publicCache.invalidate(entity.cacheKey);
  for (const key of entity.alsoCached ?? []) publicCache.invalidate(key);
}

/** Every entry, drafts and inactive ones included, in the public list's order. */
export function listAllEntries({ db }: EditorDeps, entity: EditorEntity): Promise<Row[]> {
  return db
    .select()
    .from(entity.table)
    .orderBy(...entity.orderBy);
}

/** Adds an entry, from values its entity's createSchema has validated; answers it as stored. */
export async function createEntry(
  { db, publicCache }: EditorDeps,
  entity: EditorEntity,
  values: unknown,
  actor: Actor,
): Promise<Row> {
  const columns = entity.newEntryValues?.(values as Row, new Date()) ?? (values as Row);
  const created = await db.transaction(async (tx) => {
    const defaults = (await entity.insertDefaults?.(tx, columns)) ?? {};
    entity.checkFields?.({ ...defaults, ...columns });
    const [row] = await tx
      .insert(entity.table)
      .values({ ...defaults, ...columns })
      .returning();
    if (!row) throw new Error(`insert of a ${entity.auditName} returned no row`);
    await entity.checkLinks?.(tx, row);
    await recordVersion(tx, actor, {
      action: 'create',
      entity: entity.auditName,
      entityId: String(row.id),
      before: null,
      after: row,
    });
    return row;
  });
  invalidatePublicList(publicCache, entity);
  return created;
}

/** Changes one field of an entry; answers the whole entry as it now is. */
export async function updateEntryField(
  { db, publicCache, config }: EditorDeps,
  entity: EditorEntity,
  id: string,
  change: FieldChange<EditorEntity['rules']>,
  actor: Actor,
): Promise<Row> {
  const { table } = entity;
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before) throw notFound(entity);
    const values = {
      ...entity.alsoChanges?.(change.field, change.value, before),
      [change.field]: change.value,
    } as PgUpdateSetSource<typeof table>;
    entity.checkFields?.({ ...before, ...values });
    const [after] = await tx.update(table).set(values).where(eq(table.id, id)).returning();
    if (!after) throw notFound(entity);
    await entity.checkLinks?.(tx, after, before);
    await entity.afterChange?.(tx, { before, after }, config);
    await recordVersion(tx, actor, {
      action: 'update',
      entity: entity.auditName,
      entityId: id,
      before,
      after,
    });
    return after;
  });
  invalidatePublicList(publicCache, entity);
  return updated;
}

/** Deletes an entry: its audit row keeps everything it held, which the trash can bring back. */
export async function deleteEntry(
  { db, publicCache }: EditorDeps,
  entity: EditorEntity,
  id: string,
  actor: Actor,
): Promise<void> {
  const { table } = entity;
  await db.transaction(async (tx) => {
    await entity.keptInTrash?.keep(tx, id);
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!deleted) throw notFound(entity);
    await entity.checkDelete?.(tx, deleted);
    await recordVersion(tx, actor, {
      action: 'delete',
      entity: entity.auditName,
      entityId: id,
      before: deleted,
      after: null,
    });
  });
  invalidatePublicList(publicCache, entity);
}
