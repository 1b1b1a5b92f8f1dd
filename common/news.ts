// Where news lives on the public site: the list at /news (paged), each article at /news/<slug>, and
// the Atom feed. An article's slug is made from its title when it is created and never changes, so a
// shared address keeps working after the title is edited.

export const NEWS_PATH = '/news';
export const NEWS_FEED_PATH = '/news/feed.xml';
/** Articles per page of /news. */
export const NEWS_PAGE_SIZE = 10;
const MAX_SLUG_LENGTH = 80;

/** The address of an article. */
export const newsArticlePath = (slug: string) => `${NEWS_PATH}/${slug}`;

/** The address of a page of the news list; the first page is /news itself. */
export const newsPagePath = (page: number) => (page > 1 ? `${NEWS_PATH}?page=${page}` : NEWS_PATH);

/** The page of /news a request's address asks for (`?page=N`); the first for anything else. */
export function newsPageOf(url: string): number {
  const page = new URLSearchParams(url.split('?')[1] ?? '').get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1;
}

/** The slug of an article, when `path` is an article's address (`/news/<slug>`). */
export function slugOfNewsPath(path: string): string | undefined {
  const match = /^\/news\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path);
  return match?.[1];
}

/** "Fall recruitment night: 40 students!" → "fall-recruitment-night-40-students". */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'article';
}

/** The first of `slug`, `slug-2`, `slug-3`… that is not taken. */
export function firstFreeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  let suffix = 2;
  while (taken.has(`${slug}-${suffix}`)) suffix += 1;
  return `${slug}-${suffix}`;
}
