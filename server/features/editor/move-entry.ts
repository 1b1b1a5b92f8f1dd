// Reordering (issue 5): an entry of a movable entity (a team member, a sponsor, a members area
// link) moves one place up or down the order its list follows. Sponsors show grouped by tier, so
// one moves among its own tier. The whole list is renumbered 1..n in the same transaction, so ties
// left by older data disappear.
import { asc, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { MoveDirection } from '../../../common/editor';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { recordChange } from '../audit/record-change';
import type { EditorEntity } from './entities';
import { invalidatePublicList } from './service';

type Row = { id: string; sortOrder: number } & Record<string, unknown>;

export async function moveEntry(
  { db, publicCache }: Pick<Deps, 'db' | 'publicCache'>,
  entity: EditorEntity,
  id: string,
  direction: MoveDirection,
  actor: Actor,
) {
  const { table, moveGroupField: group } = entity;
  const ordered = await db.transaction(async (tx) => {
    const rows = (await tx
      .select()
      .from(table)
      .orderBy(...entity.orderBy, asc(table.id))
      .for('update')) as Row[];
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
    const before = rows.map((row) => row.id);
    rows[to] = moving;
    rows[from] = other;
    for (const [index, row] of rows.entries()) {
      if (row.sortOrder === index + 1) continue;
      await tx
        .update(table)
        .set({ sortOrder: index + 1 } as PgUpdateSetSource<typeof table>)
        .where(eq(table.id, row.id));
    }
    await recordChange(tx, actor, {
      action: 'reorder',
      entity: entity.auditName,
      entityId: id,
      before: { order: before },
      after: { order: rows.map((row) => row.id) },
    });
    return rows.map((row, index) => ({ ...row, sortOrder: index + 1 }));
  });
  invalidatePublicList(publicCache, entity);
  return ordered;
}
