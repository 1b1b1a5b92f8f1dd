// A page asked for on another name of this server (127.0.0.1 when PUBLIC_URL says localhost, www.
// before the club's domain) is sent to the same path on PUBLIC_URL. There the browser's Origin is
// PUBLIC_URL's, so its forms pass the same-origin check and its session cookie is the site's;
// otherwise every form would fail with "Cross-site request refused".
import type { FastifyInstance } from 'fastify';

/**
 * 301 rather than 308: only GET and HEAD are redirected, where the two mean the same, and 301 is the
 * one every crawler and client has always understood. `no-store` keeps browsers from remembering
 * it, so that a PUBLIC_URL corrected later (or another one in development) takes effect at once.
 */
const MOVED_PERMANENTLY = 301;

export function registerCanonicalHost(app: FastifyInstance, publicUrl: URL): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // The API keeps answering on any name: health checks and scripts call it by address. Files
    // (scripts, images, uploads) are redirected like pages: one address for everything the site
    // serves, so caches and search engines keep one copy.
    const path = request.url;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return;
    if (hostnameOf(request.host, publicUrl) === publicUrl.hostname) return;
    return reply
      .header('cache-control', 'no-store')
      .redirect(onPublicUrl(path, publicUrl), MOVED_PERMANENTLY);
  });
}

/**
 * The name alone, as a URL writes it (lower case, IPv6 in brackets), whatever the port: a proxy may
 * pass the Host without its port, and comparing ports would then redirect to the same page forever.
 * With TRUST_PROXY, Fastify's `request.host` is the forwarded host the browser used.
 */
function hostnameOf(host: string, publicUrl: URL): string | undefined {
  const address = `${publicUrl.protocol}//${host}`;
  return URL.canParse(address) ? new URL(address).hostname : undefined;
}

/** The same path and query on PUBLIC_URL's origin, never anywhere else (`//elsewhere.test/`). */
function onPublicUrl(path: string, publicUrl: URL): string {
  const target = new URL(`${publicUrl.origin}${path.startsWith('/') ? path : '/'}`);
  return target.origin === publicUrl.origin ? target.href : `${publicUrl.origin}/`;
}
