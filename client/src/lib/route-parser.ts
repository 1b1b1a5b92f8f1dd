// How the site's route patterns match an address: letter case counts, as it does on the server
// (common/routes.ts), so that "/Rules" is the 404 page in both and the browser hydrates what the
// server rendered. Wouter's own parser ignores case. A pattern is static segments and `:name`
// parameters, each one segment long; "*" (a route without a path) matches every address.
import type { Parser } from 'wouter';

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const caseSensitiveRoutes: Parser = (route, loose) => {
  if (route === '*') return { pattern: /^.*$/, keys: [] };
  const keys: string[] = [];
  const segments = route.split('/').map((segment) => {
    if (!segment.startsWith(':')) return escapeForPattern(segment);
    keys.push(segment.slice(1));
    return '([^/]+?)';
  });
  // A nested route (`loose`) matches the start of an address; a route the whole of it.
  const end = loose ? '(?=$|/)' : '/?$';
  return { pattern: new RegExp(`^${segments.join('/')}${end}`), keys };
};
