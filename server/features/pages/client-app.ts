// Serves the built client: hashed assets cached for a year, everything else revalidated, and the
// site's pages for every path that is not an API or a file. Unknown API paths answer JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeOf } from './index-page';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers a page of the site (features/pages/serve-page.ts). */
export type ServePage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export interface ClientAppOptions {
  /** The built client (client/dist); without it only the API is served. */
  clientDir: string | undefined;
  /** Made once the client's build is found. */
  pageServer: (clientDir: string) => Promise<ServePage>;
}

/** Whether the built client is there to be served. */
const isClientBuilt = (clientDir: string | undefined): clientDir is string =>
  clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));

export async function registerClientApp(
  app: FastifyInstance,
  { clientDir, pageServer }: ClientAppOptions,
) {
  let servePage: ServePage | undefined;
  if (isClientBuilt(clientDir)) {
    servePage = await pageServer(clientDir);
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // The pages' template (and its compressed copies) is not sent as it is: /index.html is an
      // unknown address like any other, answered with the 404 page.
      globIgnore: ['index.html', 'index.html.*'],
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
    if (route.startsWith('/api/') || route === '/api' || !isPage || !servePage) {
      return reply.status(404).send({ message: 'Not found' });
    }
    return servePage(request, reply);
  });
}
