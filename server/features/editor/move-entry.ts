// Reordering (issue 5): a team member or a sponsor moves one place up or down the landing page's
// order. Sponsors show grouped by tier, so one moves among its own tier. The whole list is
// renumbered 1..n in the same transaction, so ties left by older data disappear.
import { asc, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { MoveDirection } from '../../../common/editor';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/record';
import { type EditorEntity, sponsorEntity, teamMemberEntity } from './entities';
import type { Actor } from './service';

type Row = { id: string; sortOrder: number } & Record<string, unknown>;

/** An entity whose table has a `sortOrder` column. */
export interface MovableEntity {
  entity: EditorEntity;
  /** Entries move only past neighbours of the same group; the words for "first in its group". */
  group?: { of: (row: Row) => unknown; name: string };
}

export const movableTeamMembers: MovableEntity = {
  entity: teamMemberEntity,
};

export const movableSponsors: MovableEntity = {
  entity: sponsorEntity,
  group: { of: (row) => row.tier, name: 'in its tier' },
};

export async function moveEntry(
  { db, publicCache }: Pick<Deps, 'db' | 'publicCache'>,
  { entity, group }: MovableEntity,
  id: string,
  direction: MoveDirection,
  actor: Actor,
) {
  const { table } = entity;
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
    if (!other || (group && group.of(other) !== group.of(moving))) {
      const end = direction === 'up' ? 'first' : 'last';
      throw new AppError(
        409,
        `This ${entity.label.toLowerCase()} is already ${end}${group ? ` ${group.name}` : ''}`,
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
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'reorder',
      entity: entity.auditName,
      entityId: id,
      before: { order: before },
      after: { order: rows.map((row) => row.id) },
      ip: actor.ip,
    });
    return rows.map((row, index) => ({ ...row, sortOrder: index + 1 }));
  });
  publicCache.invalidate(entity.cacheKey);
  return ordered;
}
