// What the request log keeps of a request. Its address goes without the query: a query can carry
// what must never be written down, such as the one-time `code` and `state` the identity provider
// sends back to /api/auth/callback. A personal calendar feed's path is its secret: the log keeps
// that a feed was read, not whose.
import type { FastifyRequest } from 'fastify';
import { PERSONAL_FEEDS_PATH, personalFeedPath } from '../../common/events/personal-feed';

const PERSONAL_FEED_ROUTE = personalFeedPath(':token');

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedPath(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The path, with a feed's secret masked whether the route matched or the address was mistyped. */
function loggedPath(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '';
  const isFeed =
    request.routeOptions.url === PERSONAL_FEED_ROUTE ||
    path.toLowerCase().startsWith(`${PERSONAL_FEEDS_PATH}/`);
  return isFeed ? `${PERSONAL_FEEDS_PATH}/…` : path;
}
