// Where news lives on the public site: the list at /news (paged), each article at /news/<slug>, and
// the Atom feed. An article's slug is made from its title when it is created and never changes, so a
// shared address keeps working after the title is edited.

export const NEWS_PATH = '/news';
export const NEWS_FEED_PATH = '/news/feed.xml';
/** Articles per page of /news. */
export const NEWS_PAGE_SIZE = 10;
const MAX_SLUG_LENGTH = 80;

/** The page that shows an article's preview: rendered in the browser, for admins only. */
export const NEWS_PREVIEW_PAGE = '/admin/news-preview';

/** The address of an article. */
export const newsArticlePath = (slug: string) => `${NEWS_PATH}/${slug}`;

/** The articles a page of the news list shows, newest first. */
export const newsOnPage = <Article>(articles: Article[], page: number) =>
  articles.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);

/** The address of a page of the news list; the first page is /news itself. */
export const newsPagePath = (page: number) => (page > 1 ? `${NEWS_PATH}?page=${page}` : NEWS_PATH);

/** The slug of an article, when `path` is an article's address (`/news/<slug>`). */
export function slugOfNewsPath(path: string): string | undefined {
  const match = /^\/news\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path);
  return match?.[1];
}

/** "Fall recruitment night: 40 students!" → "fall-recruitment-night-40-students". */
export function slugFromTitle(title: string, fallback = 'article'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** The first of `slug`, `slug-2`, `slug-3`… that is not taken. */
export function firstFreeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  let suffix = 2;
  while (taken.has(`${slug}-${suffix}`)) suffix += 1;
  return `${slug}-${suffix}`;
}

/** The page number of /news's query string; anything but a whole number from 1 on is no page. */
export function newsPageOf(search: string): number | undefined {
  const page = new URLSearchParams(search).get('page');
  if (page === null) return 1;
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) : undefined;
}

/** How many pages /news has for this many articles (one, even when there are none). */
export const newsPageCount = (articleCount: number) =>
  Math.max(1, Math.ceil(articleCount / NEWS_PAGE_SIZE));

/** Whether a path is /news or under it: the pages that show the news (an article, or its 404). */
export const isNewsAddress = (route: string) =>
  route === NEWS_PATH || route.startsWith(`${NEWS_PATH}/`);

/** Whether a news address names nothing: an unknown article, or a page past the last. */
export function isMissingNewsPage(
  route: string,
  search: string,
  articles: readonly { slug: string }[],
): boolean {
  if (route.startsWith(`${NEWS_PATH}/`)) {
    const slug = slugOfNewsPath(route);
    return !slug || !articles.some((article) => article.slug === slug);
  }
  if (route !== NEWS_PATH) return false;
  const page = newsPageOf(search);
  return page === undefined || page > newsPageCount(articles.length);
}
