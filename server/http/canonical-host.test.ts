import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/test-app';

let clientDir: string;
const apps: TestApp[] = [];

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'club-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Club</title>');
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  await rm(clientDir, { recursive: true, force: true });
});

async function site(environment: Record<string, string>) {
  const t = await makeTestApp({ clientDir, environment });
  apps.push(t);
  return (
    host: string,
    url = '/',
    more: { method?: 'GET' | 'HEAD' | 'POST'; forwardedHost?: string } = {},
  ) =>
    t.app.inject({
      method: more.method ?? 'GET',
      url,
      headers: { host, ...(more.forwardedHost && { 'x-forwarded-host': more.forwardedHost }) },
    });
}

describe('a request on another name than PUBLIC_URL', () => {
  let ask: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    ask = await site({ PUBLIC_URL: 'https://club.example.org' });
  });

  it('is sent to the same path and query on PUBLIC_URL', async () => {
    for (const host of ['www.club.example.org', '127.0.0.1:3000', 'club.example.org.evil.test']) {
      const response = await ask(host, '/join?from=poster&lang=en');

      expect(response.statusCode, host).toBe(301);
      expect(response.headers.location, host).toBe(
        'https://club.example.org/join?from=poster&lang=en',
      );
      expect(response.headers['cache-control'], host).toBe('no-store');
    }
    const head = await ask('www.club.example.org', '/rules', { method: 'HEAD' });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe('https://club.example.org/rules');
  });

  it('sends files there too, and the API keeps answering on any name', async () => {
    expect((await ask('www.club.example.org', '/favicon.svg')).headers.location).toBe(
      'https://club.example.org/favicon.svg',
    );
    const health = await ask('www.club.example.org', '/api/health');
    const unknown = await ask('www.club.example.org', '/api/no-such-thing?x=1');

    expect(health.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found' });
  });

  it('leaves a write alone: it is refused or answered where it was sent', async () => {
    const response = await ask('www.club.example.org', '/join', { method: 'POST' });

    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it('never leads anywhere but PUBLIC_URL', async () => {
    const cases = [
      ['www.club.example.org', '//evil.test/login', 'https://club.example.org//evil.test/login'],
      ['evil.test', '/join', 'https://club.example.org/join'],
      ['club.example.org@evil.test', '/', 'https://club.example.org/'],
    ];
    for (const [host = '', url = '', location] of cases) {
      const response = await ask(host, url);
      expect(response.headers.location, `${host} ${url}`).toBe(location);
      expect(new URL(String(response.headers.location)).origin).toBe('https://club.example.org');
    }
  });

  it('is not what a request on PUBLIC_URL gets, whatever its letters case or port', async () => {
    for (const host of [
      'club.example.org',
      'CLUB.Example.ORG',
      'club.example.org:443',
      'club.example.org:8443',
    ]) {
      const response = await ask(host, '/join?from=poster');

      expect(response.statusCode, host).toBe(200);
      expect(response.body, host).toContain('<title>Club</title>');
    }
  });
});

describe('local names', () => {
  it('sends 127.0.0.1 and ::1 to localhost when PUBLIC_URL says localhost, keeping its port', async () => {
    const ask = await site({ PUBLIC_URL: 'http://localhost:3000' });

    for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
      const response = await ask(host, '/members?tab=links');
      expect(response.statusCode, host).toBe(301);
      expect(response.headers.location, host).toBe('http://localhost:3000/members?tab=links');
    }
    expect((await ask('localhost:3000', '/members')).statusCode).toBe(200);
  });

  it('compares an IPv6 PUBLIC_URL by its address, however it is written', async () => {
    const ask = await site({ PUBLIC_URL: 'http://[::1]:3000' });

    expect((await ask('[::1]:3000', '/')).statusCode).toBe(200);
    expect((await ask('[0:0:0:0:0:0:0:1]:3000', '/')).statusCode).toBe(200);
    const elsewhere = await ask('localhost:3000', '/rules');
    expect(elsewhere.statusCode).toBe(301);
    expect(elsewhere.headers.location).toBe('http://[::1]:3000/rules');
  });
});

describe('behind a proxy', () => {
  it('judges by the forwarded host with TRUST_PROXY, and ignores it without', async () => {
    const trusting = await site({ PUBLIC_URL: 'https://club.example.org', TRUST_PROXY: 'true' });
    const direct = await site({ PUBLIC_URL: 'https://club.example.org' });

    const proxied = await trusting('127.0.0.1:3000', '/', { forwardedHost: 'club.example.org' });
    const proxiedWww = await trusting('127.0.0.1:3000', '/', {
      forwardedHost: 'www.club.example.org',
    });
    const forged = await direct('www.club.example.org', '/', { forwardedHost: 'club.example.org' });

    expect(proxied.statusCode).toBe(200);
    expect(proxiedWww.headers.location).toBe('https://club.example.org/');
    expect(forged.headers.location).toBe('https://club.example.org/');
  });
});
