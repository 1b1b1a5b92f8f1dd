// Serves the built client: hashed assets cached for a year, everything else revalidated, and the
// single-page app for every path that is not an API or a file. Unknown API paths answer JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { clientRoutes } from '../../common/routes';

const knownRoutes = new Set<string>(clientRoutes);
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerClientApp(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api/') || pathname === '/api' || !isPage || !hasClient) {
      return reply.status(404).send({ message: 'Not found' });
    }
    // The client renders its own 404 page; the status tells search engines and scripts the same.
    const status = knownRoutes.has(pathname.replace(/\/$/, '') || '/') ? 200 : 404;
    return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html');
  });
}
