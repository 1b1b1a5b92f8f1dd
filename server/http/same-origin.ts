// Cross-site request forgery defence for cookie sessions: a request that changes something must come
// from our own pages. Browsers send Sec-Fetch-Site and Origin on such requests; a client that sends
// neither is not a browser and carries no victim's cookies.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerSameOriginCheck(app: FastifyInstance, publicUrl: URL): void {
  // Only JSON bodies are parsed; a form or text body (what a cross-site page can send without a
  // preflight) is refused with 415 before it reaches a route.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      throw new AppError(403, 'Cross-site request refused');
    }
    const origin = request.headers.origin;
    if (origin && origin !== publicUrl.origin) {
      throw new AppError(403, 'Cross-site request refused');
    }
  });
}
