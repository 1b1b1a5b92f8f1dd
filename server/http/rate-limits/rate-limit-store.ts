// Rate limits are the club's, whatever the number of instances: @fastify/rate-limit counts in the
// rate_limit_counters table. One statement starts a new window when the last one has ended and
// otherwise adds one, so parallel requests on any instance are all counted. The database's clock
// decides when a window ends, so instances whose clocks differ agree.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitCounters } from '../../db/schema/shared-state-schema';

/** Windows that ended are deleted at most this often per instance, so the table stays small. */
const SWEEP_EVERY_MS = 60_000;

type Counted = { current: number; ttl: number };

/** Counts one more request under `key` in its window, starting a new window when the last ended. */
export async function countRequest(
  db: Database,
  key: string,
  timeWindowMs: number,
): Promise<Counted> {
  const windowEnded = sql`${rateLimitCounters.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({
      key,
      hits: 1,
      resetsAt: sql`now() + make_interval(secs => ${timeWindowMs / 1000})`,
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetsAt: sql`case when ${windowEnded} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      msLeft: sql<number>`extract(epoch from ${rateLimitCounters.resetsAt} - now())::float8 * 1000`,
    });
  if (!row) throw new Error('counting a request for its rate limit returned no row');
  return { current: row.hits, ttl: Math.max(0, Math.ceil(row.msLeft)) };
}

/** The requests counted under `key` in its current window, counting none. */
export async function countedRequests(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetsAt, sql`now()`)));
  return row?.hits ?? 0;
}

export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function count(key: string, timeWindowMs: number): Promise<Counted> {
    const counted = await countRequest(db, key, timeWindowMs);
    await sweepNowAndThen();
    return counted;
  }

  async function sweepNowAndThen() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Each route counts apart: its key starts with the route's method and path, or its group. */
    constructor(
      _options: unknown,
      private readonly routePrefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
    ) {
      count(this.routePrefix + key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin hands over the route's rate-limit options, with the route itself in routeInfo.
      // Routes of one groupId count together (one form, posted by script or without).
      const { routeInfo, groupId } = routeOptions as {
        routeInfo?: { method?: unknown; url?: unknown };
        groupId?: string;
      };
      return new DatabaseRateLimitStore(
        undefined,
        groupId ? `${groupId} ` : `${routeInfo?.method} ${routeInfo?.url} `,
      );
    }
  }
  return DatabaseRateLimitStore;
}
