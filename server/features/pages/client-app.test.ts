import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_NAME } from '../../../common/club/club-facts';
import { NEWS_PAGE_SIZE } from '../../../common/news/news';
import { clubConfig, pageTexts } from '../../db/schema/site-schema';
import { contentSecurityPolicy } from '../../http/content-security-policy';
import { signInAdmin } from '../../test/admin-requests';
import { CLIENT_SCRIPT, makeClientBuild } from '../../test/client-build';
import { makeNewsArticle } from '../../test/factories';
import { policyDirectives } from '../../test/policy-directives';
import { makeTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const clientBuild = makeClientBuild();

beforeAll(async () => {
  t = await makeTestApp({ clientDir: clientBuild.dir });
});
afterAll(async () => {
  await t.close();
  clientBuild.remove();
});

async function storeSignupForm(signupFormUrl: string) {
  await t.db
    .insert(clubConfig)
    .values({ signupFormUrl })
    .onConflictDoUpdate({ target: clubConfig.id, set: { signupFormUrl } });
  t.app.deps.publicCache.invalidate('club-config');
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('serving the client', () => {
  it('serves the app for its routes, never cached', async () => {
    for (const url of ['/', '/rules', '/admin/edit', '/members?tab=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`${DEFAULT_CLUB_NAME}</title>`);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('names each page by its canonical address under PUBLIC_URL', async () => {
    const { origin } = t.app.deps.config.publicUrl;

    expect((await get('/')).body).toContain(`<link rel="canonical" href="${origin}/" />`);
    expect((await get('/rules?from=nav')).body).toContain(
      `<link rel="canonical" href="${origin}/rules" />`,
    );
    expect((await get('/news')).body).toContain(`<link rel="canonical" href="${origin}/news" />`);
    for (let n = 0; n <= NEWS_PAGE_SIZE; n += 1) await makeNewsArticle(t.db);
    t.app.deps.publicCache.invalidate('news');
    expect((await get('/news?page=2&from=feed')).body).toContain(
      `<link rel="canonical" href="${origin}/news?page=2" />`,
    );
  });

  it("writes the rewritten page texts into the page's data, unable to end its script element", async () => {
    await t.db.insert(pageTexts).values({ key: 'about.intro', text: 'Fast </script><b>cars</b>' });
    t.app.deps.publicCache.invalidate('page-texts');

    const page = (await get('/')).body;

    expect(page).toContain(
      '"/api/page-texts":{"about.intro":"Fast \\u003c/script>\\u003cb>cars\\u003c/b>"}',
    );
    const data = page.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(data ?? 'null')['/api/page-texts']).toEqual({
      'about.intro': 'Fast </script><b>cars</b>',
    });
  });

  it('serves the app with a 404 status for a path it does not know, so it shows its 404 page', async () => {
    const response = await get('/no-such-page');

    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`${DEFAULT_CLUB_NAME}</title>`);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).not.toContain('rel="canonical"');
  });

  it('caches hashed assets for a year and sends them compressed when the browser accepts it', async () => {
    const response = await get('/assets/main-a1b2c3.js', { 'accept-encoding': 'br, gzip' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(CLIENT_SCRIPT.length);
  });

  it('revalidates files that are not hashed', async () => {
    const response = await get('/favicon.svg');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers /index.html as an unknown address, never with the template', async () => {
    for (const url of ['/index.html', '/index.html.br', '/index.html.gz']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('__PAGE_DATA__');
    }
  });

  it('sends the policy with every page and file', async () => {
    const policy = contentSecurityPolicy({ https: false });
    for (const url of ['/', '/join', '/no-such-page', '/favicon.svg', '/assets/main-a1b2c3.js']) {
      expect((await get(url)).headers['content-security-policy'], url).toBe(policy);
    }
  });

  it('lets /join frame the configured signup form, and no page frame anything else', async () => {
    const frameSource = async (url: string) =>
      policyDirectives((await get(url)).headers['content-security-policy'])['frame-src'];
    expect(await frameSource('/join')).toBe("'none'");

    await storeSignupForm('https://forms.club.test/apply?id=7');

    expect(await frameSource('/join')).toBe('https://forms.club.test');
    expect(await frameSource('/join/')).toBe('https://forms.club.test');
    for (const url of ['/', '/rules', '/members', '/no-such-page', '/favicon.svg']) {
      expect(await frameSource(url), url).toBe("'none'");
    }
  });

  it('frames nothing when the stored form address would add a directive to the policy', async () => {
    await storeSignupForm("https://forms.club.test;script-src;'unsafe-inline'/apply");

    const policy = (await get('/join')).headers['content-security-policy'];

    expect(policy).toBe(contentSecurityPolicy({ https: false }));
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/nope');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('the club in every page', () => {
  const putSettings = async (settings: object) => {
    const { send } = await signInAdmin(t);
    const response = await send('PUT', '/api/club-config', settings);
    expect(response.statusCode).toBe(200);
  };
  const meta = (page: string, key: string) =>
    page.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1];

  it('names the club in the title and the link preview right after a change', async () => {
    await get('/');
    await putSettings({ clubName: 'Prairie Mudcats', tagline: 'Mud, sweat and gears.' });

    const page = (await get('/')).body;

    expect(page).toContain('<title>Prairie Mudcats</title>');
    expect(meta(page, 'og:site_name')).toBe('Prairie Mudcats');
    expect(meta(page, 'og:title')).toBe('Prairie Mudcats');
    expect(meta(page, 'description')).toBe('Mud, sweat and gears.');
    expect(meta(page, 'og:description')).toBe('Mud, sweat and gears.');
  });

  it('names the page before the club on the join and rules pages', async () => {
    await putSettings({ clubName: 'Prairie Mudcats' });

    expect((await get('/join')).body).toContain('<title>Join Our Team · Prairie Mudcats</title>');
    expect((await get('/rules')).body).toContain('<title>Rules Catalog · Prairie Mudcats</title>');
    expect((await get('/members')).body).toContain('<title>Prairie Mudcats</title>');
  });

  it('escapes markup and quotes in the club’s words', async () => {
    await putSettings({ clubName: `Mud & "Gears" <script>alert('x')</script>` });

    const page = (await get('/')).body;

    const escaped = 'Mud &amp; &quot;Gears&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;';
    expect(page).toContain(`<title>${escaped}</title>`);
    expect(meta(page, 'og:site_name')).toBe(escaped);
    expect(page).not.toContain('<script>alert');
  });

  it('writes the public club settings into the page for the client', async () => {
    await putSettings({ clubName: 'Prairie Mudcats </script><b>', foundingYear: '2019' });

    const page = (await get('/')).body;
    const json = page.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)?.[1];

    expect(JSON.parse(json ?? 'null')['/api/club-config']).toEqual(
      (await get('/api/club-config')).json(),
    );
    expect(json).toContain('Prairie Mudcats \\u003c/script>\\u003cb>');
  });

  it('shows the hero image in link previews and the logo as the icon, once they are set', async () => {
    await putSettings({ heroImageUrl: null, logoUrl: null });
    const before = (await get('/')).body;
    expect(meta(before, 'og:image')).toBeUndefined();
    // The site's own icon is written into the page.
    expect(before).toContain(
      `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}" />`,
    );

    const hero = '/uploads/images/hero-0123456789abcdef01234567.webp';
    const logo = '/uploads/images/logo-0123456789abcdef01234567.webp';
    await putSettings({ heroImageUrl: hero, logoUrl: logo });
    const page = (await get('/')).body;

    const { origin } = t.app.deps.config.publicUrl;
    expect(meta(page, 'og:image')).toBe(`${origin}${hero}`);
    expect(meta(page, 'twitter:image')).toBe(`${origin}${hero}`);
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(page).toContain(`<link rel="icon" href="${logo}" />`);
  });
});
