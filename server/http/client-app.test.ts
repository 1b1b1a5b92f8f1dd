import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubConfig, pageTexts } from '../db/schema';
import { makeTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let clientDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'club-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>Club</title><link rel="canonical" href="__CANONICAL_URL__" /><script type="application/json" id="page-texts">"__PAGE_TEXTS__"</script>',
  );
  await writeFile(path.join(clientDir, 'assets', 'main-a1b2c3.js'), script);
  await writeFile(path.join(clientDir, 'assets', 'main-a1b2c3.js.br'), brotliCompressSync(script));
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await makeTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('serving the client', () => {
  it('serves the app for its routes, never cached', async () => {
    for (const url of ['/', '/rules', '/admin/edit', '/members?tab=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Club</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('names each page by its canonical address under PUBLIC_URL', async () => {
    const { origin } = t.app.deps.config.publicUrl;

    expect((await get('/')).body).toContain(`<link rel="canonical" href="${origin}/" />`);
    expect((await get('/rules?from=nav')).body).toContain(
      `<link rel="canonical" href="${origin}/rules" />`,
    );
  });

  it('writes the rewritten page texts into the page, unable to end their script element', async () => {
    await t.db.insert(pageTexts).values({ key: 'about.intro', text: 'Fast </script><b>cars</b>' });
    t.app.deps.publicCache.invalidate('page-texts');

    const page = (await get('/')).body;

    expect(page).toContain(
      '<script type="application/json" id="page-texts">{"about.intro":"Fast \\u003c/script>\\u003cb>cars\\u003c/b>"}</script>',
    );
  });

  it('serves the app with a 404 status for a path it does not know, so it shows its 404 page', async () => {
    const response = await get('/no-such-page');

    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Club</title>');
  });

  it('caches hashed assets for a year and sends them compressed when the browser accepts it', async () => {
    const response = await get('/assets/main-a1b2c3.js', { 'accept-encoding': 'br, gzip' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(script.length);
  });

  it('revalidates files that are not hashed', async () => {
    const response = await get('/favicon.svg');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets /join frame the configured signup form, and no page frame anything else', async () => {
    const frameSource = async (url: string) =>
      String((await get(url)).headers['content-security-policy']).match(/frame-src ([^;]+)/)?.[1];
    expect(await frameSource('/join')).toBe("'none'");

    await t.db
      .insert(clubConfig)
      .values({ signupFormUrl: 'https://forms.club.test/apply?id=7' })
      .onConflictDoUpdate({
        target: clubConfig.id,
        set: { signupFormUrl: 'https://forms.club.test/apply?id=7' },
      });
    t.app.deps.publicCache.invalidate('club-config');

    expect(await frameSource('/join')).toBe('https://forms.club.test');
    expect(await frameSource('/')).toBe("'none'");
    expect(await frameSource('/rules')).toBe("'none'");
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/nope');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
