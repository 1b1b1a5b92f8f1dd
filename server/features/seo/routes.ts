// What search engines and feed readers fetch: the robots file, the sitemap and the news feed. They
// are pages of the site, not API routes, so they declare no access level: everyone may read them.
import type { FastifyReply } from 'fastify';
import { NEWS_FEED_PATH } from '../../../common/news/news';
import type { ZodApp } from '../../http/zod-app';
import { createSearchDocuments } from './service';
import { SITEMAP_PATH } from './sitemap';

/** Served from memory and cheap to send again, so browsers and crawlers check back each time. */
const send = (reply: FastifyReply, contentType: string, document: string) =>
  reply.type(contentType).header('cache-control', 'no-cache').send(document);

export async function seoRoutes(app: ZodApp) {
  const documents = createSearchDocuments(app.deps);

  app.get('/robots.txt', (_request, reply) =>
    send(reply, 'text/plain; charset=utf-8', documents.robots()),
  );
  app.get(SITEMAP_PATH, async (_request, reply) =>
    send(reply, 'application/xml; charset=utf-8', await documents.sitemap()),
  );
  app.get(NEWS_FEED_PATH, async (_request, reply) =>
    send(reply, 'application/atom+xml; charset=utf-8', await documents.newsFeed()),
  );
}
