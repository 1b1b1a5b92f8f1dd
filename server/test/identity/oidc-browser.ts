// Test support: a browser that visits the site through app.inject, keeping the cookies the site sets,
// and signs in at the test OpenID provider as a person would.
import { expect } from 'vitest';
import type { TestApp } from '../test-app';
import type { TestProvider } from './oidc-provider';

export interface Browser {
  site: TestApp;
  /** Where it signs in. */
  provider: TestProvider;
  cookies: Map<string, string>;
  remoteAddress: string;
}

let address = 0;
/** Each browser from its own address, so that the sign-in rate limit never counts across tests. */
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

export const newBrowser = (
  site: TestApp,
  provider: TestProvider,
  cookies: Record<string, string> = {},
): Browser => ({
  site,
  provider,
  cookies: new Map(Object.entries(cookies)),
  remoteAddress: nextAddress(),
});

/** A GET through the app as the browser: sends its cookies, keeps the ones the app sets. */
export async function visit(browser: Browser, url: string) {
  const response = await browser.site.app.inject({
    method: 'GET',
    url,
    remoteAddress: browser.remoteAddress,
    headers: {
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
  });
  for (const cookie of response.cookies) {
    if (cookie.maxAge === 0) browser.cookies.delete(cookie.name);
    else browser.cookies.set(cookie.name, cookie.value);
  }
  return response;
}

export const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** Starts at the site, signs in at the provider as `login`, and comes back through the callback. */
export async function signIn(browser: Browser, login: string, startUrl = '/api/auth/google') {
  const start = await visit(browser, startUrl);
  expect(start.statusCode).toBe(302);
  const callback = await browser.provider.signIn(String(start.headers.location), login);
  const done = await visit(browser, pathOf(callback));
  return { start, callback, done, location: String(done.headers.location) };
}

/** A new browser, signed in as `login`. */
export async function signedIn(site: TestApp, provider: TestProvider, login: string) {
  const browser = newBrowser(site, provider);
  await signIn(browser, login);
  return browser;
}

export const currentUser = (browser: Browser) => visit(browser, '/api/auth/user');
