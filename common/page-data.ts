// What the server renders, and the public reads it writes into a page so that the browser starts
// from the same data (no request, no skeleton, no change as the page hydrates). A page's data is a
// map from an API path to its answer, the query key the client reads it under.
import { ALUMNI_COUNT_PATH, ALUMNI_PAGE_PATH, ALUMNI_PATH } from './club/alumni-page';
import { CLUB_CONFIG_PATH } from './club/club-facts';
import {
  PAST_SPONSORS_PATH,
  SPONSORS_PAGE_PATH,
  SPONSORSHIP_PACKAGES_PATH,
} from './club/sponsors-page';
import { CONTACT_NOT_SENT_PATH, CONTACT_SENT_PATH } from './contact/interest-form';
import { isEventAddress } from './events/event-pages';
import { EVENTS_PATH } from './events/events';
import { isNewsAddress, NEWS_PATH } from './news/news';
import { RULES_API_PATH, RULES_PATH } from './rules/rules-paths';

/** The id of the JSON script element that holds a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export type PageData = Record<string, unknown>;

/** Read on every page: the navigation and footer show the club's settings and page texts. */
const everyPage = [CLUB_CONFIG_PATH, '/api/page-texts'];
const news = '/api/news';
const landing = [
  '/api/team-members',
  ALUMNI_COUNT_PATH,
  '/api/sponsors',
  news,
  '/api/vehicles',
  '/api/competitions',
  EVENTS_PATH,
];

/** The public pages, rendered on the server; any path not in the route table is its 404 page. */
const publicPages: Record<string, string[]> = {
  '/': landing,
  [RULES_PATH]: [RULES_API_PATH],
  '/join': [],
  [NEWS_PATH]: [news],
  [CONTACT_SENT_PATH]: [],
  [CONTACT_NOT_SENT_PATH]: [],
  [SPONSORS_PAGE_PATH]: ['/api/sponsors', PAST_SPONSORS_PATH, SPONSORSHIP_PACKAGES_PATH],
  [ALUMNI_PAGE_PATH]: [ALUMNI_PATH],
};

/**
 * Whether the server renders a page, and the API paths written into it: a public page's reads, or
 * the club's settings and page texts alone for a page the browser renders (the signed-in areas).
 */
export function pageReadsOf(
  route: string,
  isKnownRoute: boolean,
): { serverRendered: boolean; reads: string[] } {
  const own = isNewsAddress(route)
    ? [news]
    : isEventAddress(route)
      ? [EVENTS_PATH]
      : (publicPages[route] ?? (isKnownRoute ? undefined : []));
  return { serverRendered: own !== undefined, reads: [...everyPage, ...(own ?? [])] };
}
