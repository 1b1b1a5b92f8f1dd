import { afterEach, describe, expect, it } from 'vitest';
import { policyDirectives as directives } from '../test/policy-directives';
import { makeTestApp, type TestApp } from '../test/test-app';
import { contentSecurityPolicy } from './content-security-policy';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('security headers', () => {
  it('send a strict Content-Security-Policy on every answer', async () => {
    t = await makeTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['script-src']).toBe("'self'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'none'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['frame-src']).toBe("'none'");
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('send the policy, once, with errors and refusals too', async () => {
    t = await makeTestApp();
    const policy = contentSecurityPolicy({ https: false });
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      t.app.inject({ method: 'GET', url: '/api/auth/user' }),
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: 'https://elsewhere.test' },
        payload: {},
      }),
      t.app.inject({ method: 'POST', url: '/api/contact', payload: { email: 'not an email' } }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 401, 403, 400]);
    for (const answer of answers) expect(answer.headers['content-security-policy']).toBe(policy);
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

describe('the policy of a page that frames a form', () => {
  const frameSource = (frameAddress: string, https = true) =>
    directives(contentSecurityPolicy({ https, frameAddress }))['frame-src'];

  it('allows exactly the origin of the form, not its path', () => {
    expect(frameSource('https://forms.example.org/apply?id=7#top')).toBe(
      'https://forms.example.org',
    );
    expect(frameSource('https://Forms.Example.org:8443/apply')).toBe(
      'https://forms.example.org:8443',
    );
  });

  it('cannot be given another directive through the address', () => {
    const withoutFrame = contentSecurityPolicy({ https: true });
    const withForm = contentSecurityPolicy({
      https: true,
      frameAddress: 'https://forms.example.org',
    });
    for (const address of [
      "https://forms.example.org/apply?x=';script-src *",
      "https://forms.example.org;script-src;'unsafe-inline'/",
      'https://forms.example.org",report-uri=x/',
      "https://forms.example.org'/",
    ]) {
      const policy = contentSecurityPolicy({ https: true, frameAddress: address });
      expect([withoutFrame, withForm], address).toContain(policy);
    }
  });

  it('frames nothing for an address that is not a web page', () => {
    for (const address of [
      '',
      'not a url',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://forms.example.org',
    ]) {
      expect(frameSource(address), address).toBe("'none'");
    }
  });

  it('takes plain http only on a site that is itself served over http', () => {
    expect(frameSource('http://localhost:4000/form', false)).toBe('http://localhost:4000');
    expect(frameSource('http://forms.example.org/form', true)).toBe("'none'");
  });
});
