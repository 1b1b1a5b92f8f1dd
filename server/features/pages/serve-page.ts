// Answers a request for a page of the site: the public pages rendered on the server from the content
// in memory (kept rendered until that content changes), the signed-in areas as the shell the browser
// renders, and any other address as the 404 page with its status.
import type { ClubConfig } from '../../../common/club/club-config';
import { CLUB_CONFIG_PATH } from '../../../common/club/club-facts';
import type { NewsArticle } from '../../../common/club/content';
import type { PageTextOverrides } from '../../../common/club/page-texts';
import {
  CONTACT_NOT_SENT_PATH,
  fieldsToFix,
  isTooMany,
  presetInterestOf,
} from '../../../common/contact/interest-form';
import { hasEnded, isMissingEventPage, slugOfEventPath } from '../../../common/events/event-pages';
import { type ClubEvent, EVENTS_PATH } from '../../../common/events/events';
import {
  isMissingNewsPage,
  NEWS_PATH,
  newsOnPage,
  newsPageOf,
  slugOfNewsPath,
} from '../../../common/news/news';
import { pageReadsOf } from '../../../common/page-data';
import { clientRoutes } from '../../../common/routes';
import {
  RULES_API_PATH,
  RULES_PATH,
  type RulesCatalogue,
  ruleTabOf,
} from '../../../common/rules/rules-catalogue';
import type { Deps } from '../../deps';
import { contentSecurityPolicy } from '../../http/content-security-policy';
import { isNotModified } from '../../http/etag';
import { isMemberEventPage } from '../events/member-event-page';
import type { ServePage } from './client-app';
import { type CompressedPage, chosenEncoding, compressPage } from './compressed-page';
import { type IndexPage, routeOf, searchOf } from './index-page';
import { readStored, toPageData } from './page-data';
import { createRenderedPages } from './rendered-pages';
import type { RenderPage } from './server-renderer';

const knownRoutes = new Set<string>(clientRoutes);

export function createPageServer({
  deps,
  indexPage,
  renderPage,
}: {
  deps: Deps;
  indexPage: IndexPage;
  /** None when the client's server build is missing: every page then renders in the browser. */
  renderPage: RenderPage | undefined;
}): ServePage {
  const renderedPages = createRenderedPages<CompressedPage>();
  const https = deps.config.publicUrl.protocol === 'https:';
  const { scriptHashes } = indexPage;
  const policy = contentSecurityPolicy({ https, scriptHashes });
  /** The page's policy: its script allowed, and on /join the club's signup form. */
  const pagePolicy = (route: string, clubConfig: ClubConfig) =>
    route === '/join'
      ? contentSecurityPolicy({
          https,
          scriptHashes,
          frameAddress: clubConfig.signupFormUrl ?? undefined,
        })
      : policy;

  return async (request, reply) => {
    const route = routeOf(request.url);
    const search = searchOf(request.url);
    const { serverRendered, reads } = pageReadsOf(route, knownRoutes.has(route));
    const { stored, at } = await readStored(deps, reads);
    const clubConfig = at(CLUB_CONFIG_PATH) as ClubConfig;
    const pageTexts = at('/api/page-texts') as PageTextOverrides;
    const news = at('/api/news') as NewsArticle[] | undefined;
    const events = at(EVENTS_PATH) as ClubEvent[] | undefined;
    const missingToVisitors = news
      ? isMissingNewsPage(route, search, news)
      : events
        ? isMissingEventPage(route, events)
        : !knownRoutes.has(route);
    const memberEvent =
      missingToVisitors && events !== undefined && (await isMemberEventPage(deps, request, route));
    const missing = missingToVisitors && !memberEvent;
    // Missing addresses share their 404 page, one for each set of reads (under /news/, /events/);
    // members' events share the page the browser renders, which holds none of them.
    const key = memberEvent
      ? 'member event'
      : missing
        ? `404 of ${reads.join()}`
        : `${route}?${variantOf(route, search, at)}`;
    // The footer shows the year: a new year is new content. So is an event that has ended since,
    // which moves from what is coming to the past.
    const now = new Date();
    const ended = events?.filter((event) => hasEnded(event, now)).length;
    const inputs = [...stored, now.getUTCFullYear(), ended];

    const pageHtml = () => {
      const slug = slugOfNewsPath(route);
      const page = route === NEWS_PATH ? newsPageOf(search) : undefined;
      const head = indexPage.head(route, {
        pageTexts,
        clubConfig,
        article: news?.find((article) => article.slug === slug),
        event: events?.find((event) => event.slug === slugOfEventPath(route)),
        page,
        firstListed: page === undefined || !news ? undefined : newsOnPage(news, page)[0],
        notFound: missing,
      });
      const pageData = toPageData(reads, stored);
      const withBody = (markup: string) => indexPage.body(head, markup, pageData);
      if (!serverRendered || !renderPage || memberEvent) return Promise.resolve(withBody(''));
      return renderPage(`${route}${search}`, pageData).then(withBody, (error: unknown) => {
        // The page the browser renders instead is kept until the content changes, so a page that
        // fails is tried again with new content, not on every visit.
        request.log.error({ err: error }, `server rendering of ${route} failed`);
        return withBody('');
      });
    };
    const page = await renderedPages.get(key, inputs, async () => compressPage(await pageHtml()));
    const encoding = chosenEncoding(request.headers['accept-encoding']);

    reply
      .header('content-security-policy', pagePolicy(route, clubConfig))
      .header('cache-control', memberEvent ? 'private, no-cache' : 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (!missing && isNotModified(request, reply, page.etag)) return reply.status(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.status(missing ? 404 : 200).send(encoding ? page[encoding] : page.html);
  };
}

/**
 * What of the query string a page shows: the page of /news, the fields a not-sent form names (or
 * that too many came), the tab of /rules, the interest chosen on the home page's form.
 */
function variantOf(route: string, search: string, at: (apiPath: string) => unknown): string {
  if (route === '/') return presetInterestOf(search) ?? '';
  if (route === NEWS_PATH) return String(newsPageOf(search));
  if (route === CONTACT_NOT_SENT_PATH) {
    return isTooMany(search) ? 'busy' : fieldsToFix(search).join(',');
  }
  if (route === RULES_PATH)
    return ruleTabOf(at(RULES_API_PATH) as RulesCatalogue, search)?.id ?? '';
  return '';
}
