// Serves the built client: hashed assets cached for a year, everything else revalidated, and the
// single-page app for every path that is not an API or a file. Unknown API paths answer JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ClubConfig } from '../../common/club-config';
import { newsPageOf } from '../../common/news';
import { clientRoutes } from '../../common/routes';
import { contentSecurityPolicy } from './content-security-policy';
import { loadIndexPage, routeOf } from './index-page';

const knownRoutes = new Set<string>(clientRoutes);
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ClientAppOptions {
  /** The built client (client/dist); without it only the API is served. */
  clientDir: string | undefined;
  publicUrl: URL;
  /** The page texts admins have rewritten, written into every page. */
  pageTexts: () => Promise<Record<string, string>>;
  /** The club's public settings, written into every page's head and for the client. */
  clubConfig: () => Promise<ClubConfig>;
}

export async function registerClientApp(
  app: FastifyInstance,
  { clientDir, publicUrl, pageTexts, clubConfig }: ClientAppOptions,
) {
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  const indexPage = hasClient ? loadIndexPage(clientDir, publicUrl) : undefined;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn('client not built: run `npm run build` to serve the site');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const route = routeOf(request.url);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (route.startsWith('/api/') || route === '/api' || !isPage || !indexPage) {
      return reply.status(404).send({ message: 'Not found' });
    }
    // The client renders its own 404 page; the status tells search engines and scripts the same.
    const [texts, club] = await Promise.all([pageTexts(), clubConfig()]);
    if (route === '/join') {
      const https = publicUrl.protocol === 'https:';
      const frameAddress = club.signupFormUrl ?? undefined;
      reply.header('content-security-policy', contentSecurityPolicy({ https, frameAddress }));
    }
    const status = knownRoutes.has(route) ? 200 : 404;
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        indexPage(route, {
          pageTexts: texts,
          clubConfig: club,
          page: newsPageOf(request.url),
          notFound: status === 404,
        }),
      );
  });
}
