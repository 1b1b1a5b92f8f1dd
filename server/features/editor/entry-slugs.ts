// The addresses of entries that have one (an article's /news/<slug>, a rule card's /rules#<slug>):
// made from the entry's title when it is created, unique among its kind, and kept when it is
// renamed, so that links already shared keep working.
import { eq, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { firstFreeSlug, slugFromTitle } from '../../../common/news/news';
import type { Database } from '../../db/database';

type Reader = Pick<Database, 'select' | 'execute'>;

export interface SluggedKind {
  table: PgTable;
  slug: PgColumn;
  /** The slug of a title with no letter or digit. */
  fallback: string;
  /** Taken for good: the ids a page already gives elements, where the slug is an element's id. */
  reserved?: readonly string[];
  /** The advisory lock that makes creators of one kind take turns. */
  lock: string;
}

/**
 * The slug a new entry titled `title` gets, chosen in the creating transaction. Two admins
 * creating one title at once (on any instances) take turns, so the second gets "-2".
 */
export async function newSlug(tx: Reader, kind: SluggedKind, title: string) {
  await lockSlugs(tx, kind);
  const slug = slugFromTitle(title, kind.fallback);
  const rows = await tx
    .select({ slug: kind.slug })
    .from(kind.table)
    .where(like(kind.slug, `${slug}%`));
  return firstFreeSlug(
    slug,
    new Set([...(kind.reserved ?? []), ...rows.map((row) => String(row.slug))]),
  );
}

/** The slug an entry brought back from the trash gets: its own, unless another took it since. */
export async function slugOnReturn(
  tx: Reader,
  kind: SluggedKind,
  { slug, title }: { slug: string; title: string },
) {
  await lockSlugs(tx, kind);
  const [taken] = await tx.select({ slug: kind.slug }).from(kind.table).where(eq(kind.slug, slug));
  return taken ? newSlug(tx, kind, title) : slug;
}

const lockSlugs = (tx: Reader, kind: SluggedKind) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind.lock}))`);
