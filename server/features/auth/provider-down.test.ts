// A provider that is down, hangs, or is not configured: the person lands on the sign-in error page
// within 10 seconds (decision 12), and the site keeps running.

import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../../test/identity/oidc-provider';
import { makeTestApp, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/callback`;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function provider(options: { port?: number } = {}): Promise<TestProvider> {
  const started = await startTestProvider({ redirectUri: REDIRECT_URI, ...options });
  cleanups.push(() => started.close());
  return started;
}

async function site(issuer: string, clientId = 'club-website'): Promise<TestApp> {
  const app = await makeTestApp({
    environment: {
      PUBLIC_URL,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: 'club-website-test-secret',
    },
  });
  cleanups.push(() => app.close());
  return app;
}

/**
 * A free port below Linux's range for ports the system picks (32768 and up): it stays free while
 * the site starts, because no other test's server listening on port 0 can be given it.
 */
async function portNoOneElseGets(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

describe('when the identity provider is unreachable', () => {
  it('starts without it, shows the error page, and signs in once the provider is up', async () => {
    const port = await portNoOneElseGets();
    const t = await site(`http://127.0.0.1:${port}`);

    const whileDown = await t.app.inject({ method: 'GET', url: '/api/auth/google' });

    expect(whileDown.statusCode).toBe(302);
    expect(whileDown.headers.location).toBe('/sign-in-error?reason=provider-unavailable');

    await provider({ port });
    const onceUp = await t.app.inject({ method: 'GET', url: '/api/auth/google' });

    expect(onceUp.statusCode).toBe(302);
    expect(String(onceUp.headers.location)).toMatch(`http://127.0.0.1:${port}/`);
  });

  it('gives up on a provider that does not answer, within 10 seconds', async () => {
    const hanging = await provider();
    hanging.stall();
    const t = await site(hanging.issuer);

    const { result, seconds } = await timed(() =>
      t.app.inject({ method: 'GET', url: '/api/auth/google' }),
    );

    expect(result.headers.location).toBe('/sign-in-error?reason=provider-unavailable');
    expect(seconds).toBeLessThan(10);
  });

  it('shows the error page when the provider stops answering before the code is exchanged', async () => {
    const stalling = await provider();
    stalling.setAccount('late', { email: 'late@club.test', email_verified: true });
    const t = await site(stalling.issuer);
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const signInCookie = start.cookies.find((cookie) => cookie.name === 'sign-in');
    const callback = await stalling.signIn(String(start.headers.location), 'late');
    stalling.stall();

    const { result, seconds } = await timed(() =>
      t.app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie: `sign-in=${signInCookie?.value}` },
      }),
    );

    expect(result.statusCode).toBe(302);
    expect(result.headers.location).toBe('/sign-in-error?reason=provider-unavailable');
    expect(seconds).toBeLessThan(10);
  });
});

describe('when sign-in is not configured', () => {
  it('says so on the error page, and the rest of the site runs', async () => {
    const t = await makeTestApp();
    cleanups.push(() => t.close());

    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const callback = await t.app.inject({
      method: 'GET',
      url: '/api/auth/callback?code=x&state=y',
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(start.headers.location).toBe('/sign-in-error?reason=not-configured');
    expect(callback.headers.location).toBe('/sign-in-error?reason=not-configured');
    expect(health.statusCode).toBe(200);
  });
});

describe('starting sign-ins', () => {
  it('is limited to 30 a minute from one address', async () => {
    const t = await makeTestApp();
    cleanups.push(() => t.close());
    const start = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/google', remoteAddress: '10.3.0.1' });

    for (let n = 0; n < 30; n++) expect((await start()).statusCode).toBe(302);
    const refused = await start();

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please try again later.' });
  });
});
