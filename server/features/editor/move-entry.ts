// Reordering (decisions 16 and 36): an entry of a movable entity (a team member, a sponsor, a
// members area link) moves one place up or down the order its list follows, or the whole list takes
// a new order (a drag and drop). Sponsors show grouped by tier, so one moves among its own tier.
// Either way the whole list is renumbered 1..n in one transaction with one audit entry, so ties
// left by older data disappear.
import { asc, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { LIST_CHANGED_MESSAGE, type MoveDirection } from '../../../common/editor/editor';
import type { Database } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { recordChange } from '../audit/record-change';
import type { EditorEntity } from './entities';
import { invalidatePublicList } from './service';

type Row = { id: string; sortOrder: number } & Record<string, unknown>;
type MoveDeps = Pick<Deps, 'db' | 'publicCache'>;

export function moveEntry(
  deps: MoveDeps,
  entity: EditorEntity,
  id: string,
  direction: MoveDirection,
  actor: Actor,
) {
  const group = entity.moveGroupField;
  return reorder(deps, entity, id, actor, (rows) => {
    const from = rows.findIndex((row) => row.id === id);
    const moving = rows[from];
    if (!moving) throw new AppError(404, `${entity.label} not found`);
    const to = direction === 'up' ? from - 1 : from + 1;
    const other = rows[to];
    if (!other || (group && other[group] !== moving[group])) {
      const end = direction === 'up' ? 'first' : 'last';
      throw new AppError(
        409,
        `This ${entity.label.toLowerCase()} is already ${end}${group ? ` in its ${group}` : ''}`,
      );
    }
    const ordered = [...rows];
    ordered[to] = moving;
    ordered[from] = other;
    return ordered;
  });
}

/** Puts the list in the order of `ids`, which must name every entry once. */
export function setEntryOrder(deps: MoveDeps, entity: EditorEntity, ids: string[], actor: Actor) {
  return reorder(deps, entity, null, actor, (rows) => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    if (ordered.length !== rows.length || ids.length !== rows.length) {
      throw new AppError(409, LIST_CHANGED_MESSAGE);
    }
    return ordered;
  });
}

/** Reads the list locked, lets `order` arrange it, and saves and records the new order. */
async function reorder(
  { db, publicCache }: MoveDeps,
  entity: EditorEntity,
  entityId: string | null,
  actor: Actor,
  order: (rows: Row[]) => Row[],
) {
  const { table } = entity;
  const ordered = await db.transaction(async (tx) => {
    const rows = (await tx
      .select()
      .from(table)
      .orderBy(...entity.orderBy, asc(table.id))
      .for('update')) as Row[];
    const ordered = order(rows);
    await renumber(tx, entity, ordered);
    await recordChange(tx, actor, {
      action: 'reorder',
      entity: entity.auditName,
      entityId,
      before: { order: rows.map((row) => row.id) },
      after: { order: ordered.map((row) => row.id) },
    });
    return ordered.map((row, index) => ({ ...row, sortOrder: index + 1 }));
  });
  invalidatePublicList(publicCache, entity);
  return ordered;
}

async function renumber(tx: Database, entity: EditorEntity, ordered: Row[]) {
  for (const [index, row] of ordered.entries()) {
    if (row.sortOrder === index + 1) continue;
    await tx
      .update(entity.table)
      .set({ sortOrder: index + 1 } as PgUpdateSetSource<typeof entity.table>)
      .where(eq(entity.table.id, row.id));
  }
}
