import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

function directives(csp: string) {
  return Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  it('send a strict Content-Security-Policy on every answer', async () => {
    t = await makeTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['script-src']).toBe("'self'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'none'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS and upgrade insecure requests when the site is served over https', async () => {
    t = await makeTestApp({ environment: { PUBLIC_URL: 'https://club.test' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
