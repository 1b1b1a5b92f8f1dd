// What search engines and feed readers fetch, through the real app: the robots file, the sitemap
// and the Atom feed of the news, each from the published articles only and anew after an edit.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../test/admin-requests';
import { makeNewsArticle } from '../../test/factories';
import { useTestSite } from '../../test/use-test-site';
import {
  child,
  childrenNamed,
  childText,
  parseXml,
  type XmlElement,
} from '../../test/xml-document';

const site = useTestSite({ environment: { PUBLIC_URL: 'https://mudcats.example' } });
let origin: string;
beforeAll(() => {
  origin = site.t.app.deps.config.publicUrl.origin;
});

const get = async (url: string) => {
  const response = await site.t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'mudcats.example' },
  });
  expect(response.statusCode, url).toBe(200);
  return response;
};

/** The sitemap's pages: each address with its last-modified time, if it has one. */
async function sitemap(): Promise<Map<string, string | undefined>> {
  const urlset = parseXml((await get('/sitemap.xml')).body);
  expect(urlset.name).toBe('urlset');
  expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return new Map(
    childrenNamed(urlset, 'url').map((url) => [
      childText(url, 'loc') ?? '',
      childText(url, 'lastmod'),
    ]),
  );
}

async function feed(): Promise<XmlElement> {
  const root = parseXml((await get('/news/feed.xml')).body);
  expect(root.name).toBe('feed');
  return root;
}

const entriesOf = (root: XmlElement) => childrenNamed(root, 'entry');
const titlesOf = (root: XmlElement) => entriesOf(root).map((entry) => childText(entry, 'title'));
const entryTitled = (root: XmlElement, title: string) => {
  const entry = entriesOf(root).find((candidate) => childText(candidate, 'title') === title);
  if (!entry) throw new Error(`no entry titled ${title}`);
  return entry;
};
const today = () => new Date().toISOString().slice(0, 10);

describe('robots.txt', () => {
  it('welcomes crawlers, keeps them out of the private areas and names the sitemap', async () => {
    const response = await get('/robots.txt');

    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/api', '/members', '/time-tracking', '/axel', '/profile']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://mudcats.example/sitemap.xml');
  });
});

describe('the sitemap', () => {
  it('lists the public pages and every published article, and no draft', async () => {
    await makeNewsArticle(site.t.db, { slug: 'we-finished-third', date: '2025-05-02' });
    await makeNewsArticle(site.t.db, { slug: 'new-chassis', date: '2025-03-10' });
    await makeNewsArticle(site.t.db, { slug: 'secret-engine', isPublished: 0 });

    const response = await get('/sitemap.xml');
    const pages = await sitemap();

    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect([...pages.keys()]).toEqual([
      `${origin}/`,
      `${origin}/rules`,
      `${origin}/join`,
      `${origin}/sponsors`,
      `${origin}/alumni`,
      `${origin}/news`,
      `${origin}/news/we-finished-third`,
      `${origin}/news/new-chassis`,
      `${origin}/events`,
    ]);
    expect(pages.get(`${origin}/news/we-finished-third`)).toBe('2025-05-02T00:00:00Z');
    expect(pages.get(`${origin}/news/new-chassis`)).toBe('2025-03-10T00:00:00Z');
    expect(pages.get(`${origin}/news`)).toBe('2025-05-02T00:00:00Z');
    expect(pages.get(`${origin}/`)).toBe('2025-05-02T00:00:00Z');
  });

  it('lists every page of the news', async () => {
    for (let day = 1; day <= 21; day += 1) {
      await makeNewsArticle(site.t.db, { date: `2025-01-${String(day).padStart(2, '0')}` });
    }

    const pages = await sitemap();

    expect(pages.has(`${origin}/news`)).toBe(true);
    expect(pages.has(`${origin}/news?page=2`)).toBe(true);
    expect(pages.has(`${origin}/news?page=3`)).toBe(true);
    expect(pages.has(`${origin}/news?page=4`)).toBe(false);
    expect([...pages.keys()].filter((url) => url.startsWith(`${origin}/news/`))).toHaveLength(21);
  });

  it('dates the rules and join pages by the last edit of the club’s settings or page texts', async () => {
    expect((await sitemap()).get(`${origin}/join`)).toBeUndefined();
    const admin = await signInAdmin(site.t);

    const saved = await admin.send('PUT', '/api/page-texts/join.intro', { text: 'Come build.' });

    expect(saved.statusCode).toBe(200);
    const pages = await sitemap();
    expect(pages.get(`${origin}/join`)?.slice(0, 10)).toBe(today());
    expect(pages.get(`${origin}/rules`)?.slice(0, 10)).toBe(today());
    expect(pages.get(`${origin}/`)?.slice(0, 10)).toBe(today());
  });
});

describe('the news feed', () => {
  it('is an Atom feed of the published articles, newest first', async () => {
    const older = await makeNewsArticle(site.t.db, {
      title: 'New chassis',
      slug: 'new-chassis',
      date: '2025-03-10',
      author: null,
    });
    await makeNewsArticle(site.t.db, {
      title: 'We finished third',
      slug: 'we-finished-third',
      excerpt: 'Four days, one gearbox.',
      content: 'The **long** story.',
      date: '2025-05-02',
      author: 'Jordan Vale',
    });
    await makeNewsArticle(site.t.db, { title: 'Secret engine', isPublished: 0 });

    const response = await get('/news/feed.xml');
    const root = await feed();

    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(childText(root, 'id')).toBe(`${origin}/news`);
    expect(childText(root, 'updated')).toBe('2025-05-02T00:00:00Z');
    expect(childText(root, 'title')).toBe('Off-Road Racing Club news');
    const links = childrenNamed(root, 'link').map((link) => link.attributes);
    expect(links).toContainEqual({
      rel: 'self',
      type: 'application/atom+xml',
      href: `${origin}/news/feed.xml`,
    });
    expect(links).toContainEqual({ rel: 'alternate', type: 'text/html', href: `${origin}/news` });
    expect(titlesOf(root)).toEqual(['We finished third', 'New chassis']);

    for (const entry of entriesOf(root)) {
      for (const part of ['id', 'title', 'updated', 'published', 'summary', 'content']) {
        expect(childText(entry, part), part).toBeTruthy();
      }
      expect(child(entry, 'link').attributes.rel).toBe('alternate');
    }
    const newest = entryTitled(root, 'We finished third');
    expect(child(newest, 'link').attributes.href).toBe(`${origin}/news/we-finished-third`);
    expect(childText(newest, 'summary')).toBe('Four days, one gearbox.');
    expect(childText(newest, 'content')).toBe('The **long** story.');
    expect(childText(newest, 'published')).toBe('2025-05-02T00:00:00Z');
    expect(childText(child(newest, 'author'), 'name')).toBe('Jordan Vale');
    // An article without an author is the club's, the feed's own author.
    const oldest = entryTitled(root, 'New chassis');
    expect(childrenNamed(oldest, 'author')).toEqual([]);
    expect(childText(child(root, 'author'), 'name')).toBe('Off-Road Racing Club');
    expect(childText(oldest, 'id')).toBe(`urn:uuid:${older.id}`);
  });

  it('stays well-formed whatever the articles say', async () => {
    await makeNewsArticle(site.t.db, {
      title: 'Mud & "Gears" <script>alert(1)</script>',
      excerpt: "It's </summary> & more",
      content: 'Bell \u0007 and <b>bold</b> ]]> &amp;',
    });

    const entry = entryTitled(await feed(), 'Mud & "Gears" <script>alert(1)</script>');

    expect(childText(entry, 'summary')).toBe("It's </summary> & more");
    expect(childText(entry, 'content')).toBe('Bell  and <b>bold</b> ]]> &amp;');
  });

  it('is a valid feed while the club has posted nothing', async () => {
    const root = await feed();

    expect(entriesOf(root)).toEqual([]);
    expect(childText(root, 'updated')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });
});

describe('after an edit in the website editor', () => {
  it('serves the feed and the sitemap anew on the next request', async () => {
    const article = await makeNewsArticle(site.t.db, {
      title: 'New chassis',
      slug: 'new-chassis',
      date: '2025-03-10',
    });
    const draft = await makeNewsArticle(site.t.db, { slug: 'secret-engine', isPublished: 0 });
    expect(titlesOf(await feed())).toEqual(['New chassis']);
    expect((await sitemap()).get(`${origin}/news/new-chassis`)).toBe('2025-03-10T00:00:00Z');
    const admin = await signInAdmin(site.t);

    const renamed = await admin.send('PUT', `/api/news/${article.id}`, { title: 'A new chassis' });
    const published = await admin.send('PUT', `/api/news/${draft.id}`, { isPublished: 1 });

    expect(renamed.statusCode).toBe(200);
    expect(published.statusCode).toBe(200);
    const root = await feed();
    expect(titlesOf(root)).toContain('A new chassis');
    expect(titlesOf(root)).toHaveLength(2);
    expect(childText(entryTitled(root, 'A new chassis'), 'updated')?.slice(0, 10)).toBe(today());
    const pages = await sitemap();
    expect(pages.get(`${origin}/news/new-chassis`)?.slice(0, 10)).toBe(today());
    expect(pages.has(`${origin}/news/secret-engine`)).toBe(true);
  });

  it('is served from memory until then', async () => {
    await makeNewsArticle(site.t.db, { title: 'New chassis' });
    expect(titlesOf(await feed())).toEqual(['New chassis']);

    // Written behind the site's back: no edit, so nothing tells the cache.
    await makeNewsArticle(site.t.db, { title: 'Not yet seen' });

    expect(titlesOf(await feed())).toEqual(['New chassis']);
    site.t.app.deps.publicCache.invalidate('news');
    expect(titlesOf(await feed())).toHaveLength(2);
  });
});
