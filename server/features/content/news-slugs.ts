// A new article's slug: made from its title, made unique among the stored ones.
import { eq, like, sql } from 'drizzle-orm';
import { firstFreeSlug, slugFromTitle } from '../../../common/news';
import type { Database } from '../../db/client';
import { newsArticles } from '../../db/schema';

/**
 * The slug a new article titled `title` gets, chosen in the creating transaction. Two admins
 * creating one title at once (on any instances) take turns, so the second gets "-2".
 */
export async function newNewsSlug(tx: Pick<Database, 'select' | 'execute'>, title: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('news-article-slugs'))`);
  const slug = slugFromTitle(title);
  const rows = await tx
    .select({ slug: newsArticles.slug })
    .from(newsArticles)
    .where(like(newsArticles.slug, `${slug}%`));
  return firstFreeSlug(slug, new Set(rows.map((row) => row.slug)));
}

/** The slug an article brought back from the trash gets: its own, unless another took it since. */
export async function slugOnReturn(
  tx: Pick<Database, 'select' | 'execute'>,
  { slug, title }: { slug: string; title: string },
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('news-article-slugs'))`);
  const [taken] = await tx
    .select({ slug: newsArticles.slug })
    .from(newsArticles)
    .where(eq(newsArticles.slug, slug));
  return taken ? newNewsSlug(tx, title) : slug;
}
