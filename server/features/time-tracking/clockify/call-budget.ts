// The workspace's Clockify calls in a rolling hour, counted in the database so that every instance
// spends one budget (decision 29). A call takes its place before it is made; with no room it is not
// made. Two shares: the members' (their starts, stops, refreshes and keys) and the background's.
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { type ClockifyLane, clockifyCalls } from '../../../db/schema/clockify-schema';

/**
 * A minute longer than Clockify's hour: a call is counted when it leaves, Clockify counts it when it
 * arrives (up to the 10 s deadline later), and instances' clocks may differ a little.
 */
export const BUDGET_WINDOW_MS = 61 * 60_000;
/** Calls under this lock are counted and added one instance at a time. */
const BUDGET_LOCK = 7_313_001;

export interface CallBudget {
  readonly hourlyLimit: number;
  /** The most calls a share may make in an hour. */
  shareOf(lane: ClockifyLane): number;
  /** Takes a place for one call; false when the share has none. */
  take(lane: ClockifyLane): Promise<boolean>;
  /** Calls made in the last hour, by share. */
  used(): Promise<Record<ClockifyLane, number>>;
  /** When the share has room for `calls` more (now, if it has); the milliseconds since the epoch. */
  roomAt(lane: ClockifyLane, calls?: number): Promise<number>;
  /** Whether the share has room for `calls` more now. */
  hasRoom(lane: ClockifyLane, calls?: number): Promise<boolean>;
}

export function createCallBudget({
  db,
  hourlyLimit,
  now,
}: {
  db: Database;
  hourlyLimit: number;
  now: () => number;
}): CallBudget {
  // Three eighths: on a free workspace (30) the 11 calls a team refresh every 14 minutes and the
  // hourly projects need; the members keep 19.
  const background = Math.max(1, Math.round((hourlyLimit * 3) / 8));
  const shares: Record<ClockifyLane, number> = {
    member: Math.max(1, hourlyLimit - background),
    background: hourlyLimit > 1 ? background : 0,
  };
  const windowStart = () => new Date(now() - BUDGET_WINDOW_MS);

  async function usedBy(executor: Database, lane: ClockifyLane) {
    const [row] = await executor
      .select({ calls: count() })
      .from(clockifyCalls)
      .where(and(eq(clockifyCalls.lane, lane), gt(clockifyCalls.madeAt, windowStart())));
    return row?.calls ?? 0;
  }

  return {
    hourlyLimit,
    shareOf: (lane) => shares[lane],
    take: (lane) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${BUDGET_LOCK})`);
        if ((await usedBy(tx, lane)) >= shares[lane]) return false;
        await tx.insert(clockifyCalls).values({ madeAt: new Date(now()), lane });
        // Calls older than the hour no longer count.
        await tx.delete(clockifyCalls).where(lt(clockifyCalls.madeAt, windowStart()));
        return true;
      }),
    async used() {
      const [member, background] = await Promise.all([
        usedBy(db, 'member'),
        usedBy(db, 'background'),
      ]);
      return { member, background };
    },
    async hasRoom(lane, calls = 1) {
      return (await usedBy(db, lane)) + calls <= shares[lane];
    },
    async roomAt(lane, calls = 1) {
      const used = await usedBy(db, lane);
      const over = used + calls - shares[lane];
      if (over <= 0) return now();
      // The over-th oldest call of the hour must leave the window first.
      const rows = await db
        .select({ madeAt: clockifyCalls.madeAt })
        .from(clockifyCalls)
        .where(and(eq(clockifyCalls.lane, lane), gt(clockifyCalls.madeAt, windowStart())))
        .orderBy(clockifyCalls.madeAt)
        .limit(over);
      const leaving = rows.at(-1)?.madeAt.getTime() ?? now();
      return leaving + BUDGET_WINDOW_MS + 1;
    },
  };
}
