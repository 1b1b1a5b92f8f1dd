// The site's pages as the server sends them, rendered by the client's own server build
// (`npm run build` makes it; `npm test` builds before it runs the tests).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_PAGE_IDS } from '../../../common/rules/rules-catalogue';
import { signInAdmin } from '../../test/admin-requests';
import { makeNewsArticle, makeSponsor, makeTeamMember } from '../../test/factories';
import { policyDirectives } from '../../test/policy-directives';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { starterRulesCatalogue } from '../rules/starter-catalogue';
import { inlineScriptHashes } from './inline-scripts';

const clientDir = path.join(import.meta.dirname, '../../../client/dist');
const serverBuild = path.join(clientDir, '..', 'dist-ssr', 'entry-server.js');

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(serverBuild)) throw new Error('no client build: run `npm run build` first');
  t = await makeTestApp({ clientDir });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
/** What the server put inside <div id="root">, before any script runs. */
const rendered = (html: string) =>
  html.match(/<div id="root">([\s\S]*?)<\/div>\s*<script/)?.[1] ?? '';

describe('pages rendered on the server', () => {
  it('sends the landing page with its team, sponsors and news in the HTML itself', async () => {
    await makeTeamMember(t.db, { name: 'Priya Castellano' });
    await makeSponsor(t.db, { name: 'Northfield Steel Supply' });
    await makeNewsArticle(t.db, { title: 'Frame welded', slug: 'frame-welded' });
    t.app.deps.publicCache.clear();

    const response = await get('/');

    expect(response.statusCode).toBe(200);
    const root = rendered(response.body);
    for (const text of ['Priya Castellano', 'Northfield Steel Supply', 'Frame welded']) {
      expect(root).toContain(text);
    }
    expect(root).toContain('href="/news/frame-welded"');
  });

  it("answers an article's address with its page, and an unknown one or a page past the last with 404", async () => {
    await makeNewsArticle(t.db, { title: 'Recruitment night', slug: 'recruitment-night' });
    t.app.deps.publicCache.invalidate('news');

    const article = await get('/news/recruitment-night');
    expect(article.statusCode).toBe(200);
    expect(rendered(article.body)).toMatch(/<h1[^>]*>Recruitment night<\/h1>/);
    expect(article.body).toContain('<title>Recruitment night · ');

    for (const missing of [
      '/news/no-such-article',
      '/news?page=40',
      '/news?page=two',
      '/nowhere',
    ]) {
      const response = await get(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(rendered(response.body), missing).toContain('404 Page Not Found');
    }
  });

  it('sends each tab of /rules its address names, however the pages are kept', async () => {
    const selectedTab = async (url: string) =>
      rendered((await get(url)).body).match(/aria-selected="true"[^>]*>([^<]+)</)?.[1];

    expect(await selectedTab('/rules')).toBe('Technical Inspection');
    expect(await selectedTab('/rules?tab=safety')).toBe('Safety');
    expect(await selectedTab('/rules?tab=no-such-tab')).toBe('Technical Inspection');
    expect(await selectedTab('/rules?tab=safety')).toBe('Safety');
  });

  it('gives no element of /rules an id a card could take, but those a new card may not', async () => {
    const ids = [...(await get('/rules')).body.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    const cardIds = new Set(
      starterRulesCatalogue.tabs.flatMap((tab) => tab.cards.map((card) => card.id)),
    );
    const ownIds = ids.filter(
      (id = '') =>
        !cardIds.has(id) &&
        !id.endsWith('--title') &&
        !id.startsWith('radix-') &&
        !id.startsWith('_'),
    );

    expect(ownIds.length).toBeGreaterThan(0);
    for (const id of ownIds) expect(RULES_PAGE_IDS).toContain(id);
  });

  it('never writes a draft into a page', async () => {
    await makeNewsArticle(t.db, { title: 'Secret draft', slug: 'secret-draft', isPublished: 0 });
    t.app.deps.publicCache.invalidate('news');

    expect((await get('/news/secret-draft')).statusCode).toBe(404);
    expect((await get('/news')).body).not.toContain('Secret draft');
  });

  it('shows an edit on the next visit, though the page is kept rendered', async () => {
    const member = await makeTeamMember(t.db, { name: 'Avery Quinn', bio: 'Runs the welding.' });
    t.app.deps.publicCache.invalidate('team-members');
    expect(rendered((await get('/')).body)).toContain('Runs the welding.');

    const admin = await signInAdmin(t);
    const edit = await admin.send('PUT', `/api/team-members/${member.id}`, {
      bio: 'Runs the welding and the budget.',
    });
    expect(edit.statusCode).toBe(200);

    expect(rendered((await get('/')).body)).toContain('Runs the welding and the budget.');
  });

  it('leaves the signed-in areas for the browser to render, with the club in their data', async () => {
    const response = await get('/members');

    expect(response.statusCode).toBe(200);
    expect(rendered(response.body)).toBe('');
    expect(response.body).toContain('"/api/club-config":{');
  });

  it('sends the page compressed to a browser that takes Brotli', async () => {
    const plain = await get('/join');
    const compressed = await get('/join', { 'accept-encoding': 'gzip, br' });

    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('tells a browser that has the page already so (304), until the content changes', async () => {
    const first = await get('/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await get('/', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');

    await makeSponsor(t.db, { name: 'Quarry Road Tyres' });
    t.app.deps.publicCache.invalidate('sponsors');
    const changed = await get('/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(rendered(changed.body)).toContain('Quarry Road Tyres');
  });

  it('gives a missing page no ETag, so a 404 is never answered 304', async () => {
    const missing = await get('/nowhere', { 'if-none-match': '*' });

    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it("allows each page's own script by its hash, whatever the answer, and no script in a file", async () => {
    const scriptSources = (policy: unknown) => policyDirectives(policy)['script-src'];
    const { body } = await get('/');
    const [hash, ...others] = inlineScriptHashes(body);
    expect(hash).toMatch(/^'sha256-[\w+/]+=*'$/);
    expect(others).toEqual([]);

    const etag = String((await get('/rules')).headers.etag);
    const answers = [
      await get('/'),
      await get('/join'),
      await get('/news/no-such-article'),
      await get('/members'),
      await get('/rules', { 'if-none-match': etag }),
      await t.app.inject({ method: 'HEAD', url: '/' }),
    ];
    for (const answer of answers) {
      expect(scriptSources(answer.headers['content-security-policy'])).toBe(`'self' ${hash}`);
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 200, 304, 200]);
    expect(scriptSources((await get('/favicon.svg')).headers['content-security-policy'])).toBe(
      "'self'",
    );
  });
});
