// Scheduled articles go public on their own (decision 37). Every instance keeps a timer set for the
// next article due; the first to reach it publishes it (its rows are locked, so others skip them)
// and drops the public news list on every instance. No visitor's request is needed.

import { and, eq, lte, min } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { newsArticleDescription } from '../../../common/editor/editor-entities';
import { SCHEDULED_PUBLISH_ACTION } from '../../../common/news/news-publishing';
import type { Notifications } from '../../db/notifications';
import { newsArticles } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import type { Actor } from '../audit/actor';
import { recordVersion } from '../audit/record-change';
import { PUBLIC_CACHE_CHANNEL } from '../content/shared-public-cache';

type NewsDeps = Pick<Deps, 'db' | 'publicCache'>;

/** The site itself, publishing on schedule: the audit log names it (common/editor/audit-labels.ts). */
const SCHEDULE: Actor = { id: null, ip: null };

/** Looks again at least this often, for articles scheduled on other instances meanwhile. */
const LONGEST_WAIT_MS = 10_000;
/** Waits at least this long, while another instance holds a due article. */
const SHORTEST_WAIT_MS = 250;

/** Publishes every article due at `now`; answers how many this instance published. */
export async function publishDueNews({ db, publicCache }: NewsDeps, now: Date): Promise<number> {
  const published = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.isPublished, 0), lte(newsArticles.publishAt, now)))
      .for('update', { skipLocked: true });
    for (const before of due) {
      const [after] = await tx
        .update(newsArticles)
        .set({ isPublished: 1, publishAt: null })
        .where(eq(newsArticles.id, before.id))
        .returning();
      if (!after) throw new Error(`article ${before.id} vanished while locked`);
      await recordVersion(tx, SCHEDULE, {
        action: SCHEDULED_PUBLISH_ACTION,
        entity: newsArticleDescription.auditName,
        entityId: before.id,
        before,
        after,
      });
    }
    return due.length;
  });
  if (published > 0) publicCache.invalidate('news');
  return published;
}

/** How long until the next scheduled article is due, within the bounds above. */
async function untilNextDue({ db }: NewsDeps, now: Date): Promise<number> {
  const [next] = await db
    .select({ at: min(newsArticles.publishAt) })
    .from(newsArticles)
    .where(eq(newsArticles.isPublished, 0));
  const wait = next?.at ? next.at.getTime() - now.getTime() : LONGEST_WAIT_MS;
  return Math.min(Math.max(wait, SHORTEST_WAIT_MS), LONGEST_WAIT_MS);
}

/**
 * Starts this instance's timer. An article scheduled on any instance drops the news list everywhere
 * (shared-public-cache.ts); hearing that, the timer looks again at once. Answers the function that
 * stops it once its round is done.
 */
export async function startNewsSchedule(
  deps: NewsDeps,
  database: Notifications,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let busy = false;
  let lookAgain = false;

  const runRound = async () => {
    busy = true;
    let wait = LONGEST_WAIT_MS;
    try {
      await publishDueNews(deps, now());
      wait = await untilNextDue(deps, now());
    } catch (error) {
      log.warn({ err: error }, 'scheduled news could not be published');
    }
    busy = false;
    if (lookAgain) wait = 0;
    lookAgain = false;
    waitThen(wait);
  };
  const waitThen = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      round = runRound();
    }, ms);
    timer.unref();
  };
  const stopListening = await database.listen(PUBLIC_CACHE_CHANNEL, (payload) => {
    if (payload !== undefined && payload !== 'news') return;
    if (busy) lookAgain = true;
    else waitThen(0);
  });
  waitThen(0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await stopListening();
    await round;
  };
}
