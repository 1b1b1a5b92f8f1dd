// A new article's slug: made from its title, made unique among the stored ones.
import { like } from 'drizzle-orm';
import { firstFreeSlug, slugFromTitle } from '../../../common/news';
import type { Database } from '../../db/client';
import { newsArticles } from '../../db/schema';

/** The slug a new article titled `title` gets, read in the creating transaction. */
export async function newNewsSlug(reader: Pick<Database, 'select'>, title: string) {
  const slug = slugFromTitle(title);
  const rows = await reader
    .select({ slug: newsArticles.slug })
    .from(newsArticles)
    .where(like(newsArticles.slug, `${slug}%`));
  return firstFreeSlug(slug, new Set(rows.map((row) => row.slug)));
}
