// The trash: the editor's entries deleted in the last 30 days and not brought back or deleted for
// good since. It is read from the audit log, whose deletion entry keeps the whole entry, so it
// empties itself as the days pass, on every instance alike, with no job to run.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { EditorEntityPath } from '../../../common/editor/editor';
import { isFieldValues, NOT_IN_TRASH, type TrashItem } from '../../../common/editor/history';
import type { Database } from '../../db/database';
import { auditLog, users } from '../../db/schema/site-schema';
import { AppError } from '../../http/app-error';
import { actorColumns, toActor } from '../admin/audit-entries';
import type { Actor } from '../audit/actor';
import { recordChange } from '../audit/record-change';
import { editorEntityAt } from '../editor/entities';
import { returnEntryFromTrash } from '../editor/restore-entry';
import { invalidatePublicList } from '../editor/service';
import { trashCutoff } from './trash-cutoff';
import { editorPathOf, type HistoryDeps } from './versioned-kinds';

const DELETE_FOR_GOOD = 'delete-for-good';

const withinTrashDays = () => gt(auditLog.at, trashCutoff());

/** The latest change of each editor entry changed within the trash's days. */
function latestChanges(
  db: Pick<Database, 'selectDistinctOn'>,
  entities: string[],
  entityId?: string,
) {
  return db
    .selectDistinctOn([auditLog.entity, auditLog.entityId], {
      id: auditLog.id,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      version: auditLog.version,
      at: auditLog.at,
      actor: actorColumns,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        inArray(auditLog.entity, entities),
        entityId === undefined ? undefined : eq(auditLog.entityId, entityId),
        withinTrashDays(),
      ),
    )
    .orderBy(auditLog.entity, auditLog.entityId, desc(auditLog.id));
}

type LatestChange = Awaited<ReturnType<typeof latestChanges>>[number];

function toTrashItem(change: LatestChange): TrashItem | undefined {
  const kind = editorPathOf.get(change.entity);
  if (change.action !== 'delete' || !kind || !change.entityId || !isFieldValues(change.version)) {
    return undefined;
  }
  const { actor } = change;
  return {
    kind,
    id: change.entityId,
    record: change.version,
    deletedAt: change.at.toISOString(),
    deletedBy: actor && toActor(actor),
  };
}

/** One change of a trashed entry at a time: a restore and a deletion for good cannot both succeed. */
async function lockTrashItem(tx: Database, kind: EditorEntityPath, id: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trash:${kind}:${id}`}))`);
}

/** Every entry in the trash, the latest deleted first. */
export async function listTrash({ db }: Pick<HistoryDeps, 'db'>): Promise<TrashItem[]> {
  const changes = await latestChanges(db, [...editorPathOf.keys()]);
  return changes
    .flatMap((change) => toTrashItem(change) ?? [])
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

async function trashItem(
  db: Pick<Database, 'selectDistinctOn'>,
  kind: EditorEntityPath,
  id: string,
): Promise<TrashItem> {
  const [latest] = await latestChanges(db, [editorEntityAt(kind).auditName], id);
  const item = latest && toTrashItem(latest);
  if (!item) throw new AppError(404, NOT_IN_TRASH);
  return item;
}

/** Brings an entry back as it was deleted. */
export async function restoreFromTrash(
  deps: HistoryDeps,
  kind: EditorEntityPath,
  id: string,
  actor: Actor,
): Promise<void> {
  const entity = editorEntityAt(kind);
  await deps.db.transaction(async (tx) => {
    await lockTrashItem(tx, kind, id);
    const item = await trashItem(tx, kind, id);
    await returnEntryFromTrash(tx, entity, item.record, actor);
  });
  invalidatePublicList(deps.publicCache, entity);
}

/** Takes an entry out of the trash for good: it can no longer come back. */
export async function deleteForGood(
  { db }: Pick<HistoryDeps, 'db'>,
  kind: EditorEntityPath,
  id: string,
  actor: Actor,
): Promise<void> {
  const entity = editorEntityAt(kind);
  await db.transaction(async (tx) => {
    await lockTrashItem(tx, kind, id);
    await trashItem(tx, kind, id);
    await entity.keptInTrash?.forget(tx, id);
    await recordChange(tx, actor, {
      action: DELETE_FOR_GOOD,
      entity: entity.auditName,
      entityId: id,
    });
  });
}
