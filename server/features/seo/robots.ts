// /robots.txt: crawlers are welcome on the public pages and pointed to the sitemap; the signed-in
// areas, the API and the sign-in pages have nothing for a search result.
import { SITEMAP_PATH } from './sitemap';

const PRIVATE_PATHS = [
  '/admin',
  '/api',
  '/members',
  '/time-tracking',
  '/axel',
  '/profile',
  '/pending-approval',
  '/dev-login',
  '/sign-in-error',
  // The pages behind the links of a mail.
  '/invitation',
  '/unsubscribe',
  // The answers to the interest form sent without scripts.
  '/contact/',
];

export function robotsTxt(publicUrl: URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL(SITEMAP_PATH, publicUrl).href}`,
    '',
  ].join('\n');
}
