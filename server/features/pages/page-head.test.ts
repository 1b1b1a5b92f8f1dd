import { describe, expect, it } from 'vitest';
import type { ClubConfig } from '../../../common/club/club-config';
import { DEFAULT_MEETING } from '../../../common/club/club-facts';
import type { NewsArticle } from '../../../common/club/content';
import { imageDisplays, PLACEHOLDER_IMAGE_URL } from '../../../common/club/image-displays';
import { fillIndexPage } from './index-page';
import { type PageHeadInput, pageHead } from './page-head';

const publicUrl = new URL('https://mudcats.example');
const hero = '/uploads/images/hero-0123456789abcdef01234567.webp';

function makeClub(overrides: Partial<ClubConfig> = {}): ClubConfig {
  return {
    clubName: 'Prairie Mudcats',
    tagline: 'Mud, sweat and gears.',
    logoUrl: '/uploads/images/logo-0123456789abcdef01234567.webp',
    heroImageUrl: hero,
    signupFormUrl: null,
    sponsorBrochureUrl: null,
    donationUrl: null,
    subteams: [],
    groupTeamBySubteam: false,
    contactEmail: null,
    socialLinks: [{ label: 'Instagram', url: 'https://instagram.example/mudcats' }],
    meeting: DEFAULT_MEETING,
    timeZone: 'America/Denver',
    activeMembers: null,
    foundingYear: null,
    buildHours: null,
    ...overrides,
  };
}

function makeArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    id: '3f1c2a4e-0000-4000-8000-000000000001',
    title: 'We finished third at Baja',
    slug: 'we-finished-third-at-baja',
    excerpt: 'Four days, one gearbox, a podium.',
    content: 'The long story.',
    date: '2026-04-12',
    imageUrl: '/uploads/images/podium-0123456789abcdef01234567.webp',
    author: 'Jordan Vale',
    isPublished: 1,
    ...overrides,
  };
}

const head = (input: Partial<PageHeadInput> = {}) =>
  pageHead({ publicUrl, route: '/', clubConfig: makeClub(), pageTexts: {}, ...input });

const titleOf = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1];
const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`))?.[1];
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)" \/>/)?.[1];
/** Every JSON-LD block, parsed as a search engine does. */
const structuredDataOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

describe('the head of each kind of page', () => {
  it('names home by the club and describes it by the tagline', () => {
    const html = head();

    expect(titleOf(html)).toBe('Prairie Mudcats');
    expect(metaOf(html, 'description')).toBe('Mud, sweat and gears.');
    expect(canonicalOf(html)).toBe('https://mudcats.example/');
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:url')).toBe('https://mudcats.example/');
    expect(metaOf(html, 'og:site_name')).toBe('Prairie Mudcats');
    expect(metaOf(html, 'twitter:title')).toBe('Prairie Mudcats');
    expect(metaOf(html, 'twitter:description')).toBe('Mud, sweat and gears.');
    expect(html).not.toContain('name="robots"');
  });

  it('names the join, rules and news pages before the club', () => {
    const titles = {
      '/join': 'Join Our Team · Prairie Mudcats',
      '/rules': 'Rules Catalog · Prairie Mudcats',
      '/news': 'News · Prairie Mudcats',
    };
    for (const [route, title] of Object.entries(titles)) {
      const html = head({ route });
      expect(titleOf(html), route).toBe(title);
      expect(metaOf(html, 'og:title'), route).toBe(title);
      expect(canonicalOf(html), route).toBe(`https://mudcats.example${route}`);
    }
  });

  it('names the rules page as the admins rewrote its title', () => {
    const html = head({ route: '/rules', pageTexts: { 'rules.title': 'Rulebook' } });

    expect(titleOf(html)).toBe('Rulebook · Prairie Mudcats');
  });

  it('keeps a later page of the news in its title and canonical address', () => {
    const html = head({ route: '/news', page: 2 });

    expect(titleOf(html)).toBe('News, page 2 · Prairie Mudcats');
    expect(canonicalOf(html)).toBe('https://mudcats.example/news?page=2');
    expect(canonicalOf(head({ route: '/news', page: 1 }))).toBe('https://mudcats.example/news');
  });

  it('shares the hero image, large, with absolute addresses', () => {
    const html = head();

    expect(metaOf(html, 'og:image')).toBe(`https://mudcats.example${hero}`);
    expect(metaOf(html, 'twitter:image')).toBe(`https://mudcats.example${hero}`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('shares a small card and no image while the club has no hero image', () => {
    const html = head({ clubConfig: makeClub({ heroImageUrl: null }) });

    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'og:image')).toBeUndefined();
    expect(metaOf(html, 'twitter:image')).toBeUndefined();
  });

  it('links the news feed from every page', () => {
    for (const route of ['/', '/join', '/news', '/members']) {
      expect(head({ route }), route).toContain(
        '<link rel="alternate" type="application/atom+xml" title="Prairie Mudcats news" href="/news/feed.xml" />',
      );
    }
  });

  it('keeps the 404 page out of search results, with no canonical address', () => {
    const html = head({ route: '/no-such-page', notFound: true });

    expect(titleOf(html)).toBe('Page Not Found · Prairie Mudcats');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(canonicalOf(html)).toBeUndefined();
    expect(metaOf(html, 'og:url')).toBeUndefined();
    expect(structuredDataOf(html)).toEqual([]);
  });
});

describe('the page template', () => {
  it('gets the icon in every place that names it', () => {
    const template =
      '<link rel="icon" href="__ICON_URL__" /><link rel="apple-touch-icon" href="__ICON_URL__" />';

    const page = fillIndexPage(
      template,
      '/',
      publicUrl,
      { clubConfig: makeClub(), pageTexts: {} },
      '',
    );

    expect(page).not.toContain('__ICON_URL__');
    expect(page.match(/logo-0123456789abcdef01234567\.webp/g)).toHaveLength(2);
  });
});

describe('the head of an article', () => {
  const article = makeArticle();
  const html = head({ route: '/news/we-finished-third-at-baja', article });

  it('is titled and described by the article, as an article', () => {
    expect(titleOf(html)).toBe('We finished third at Baja · Prairie Mudcats');
    expect(metaOf(html, 'og:title')).toBe('We finished third at Baja · Prairie Mudcats');
    expect(metaOf(html, 'description')).toBe('Four days, one gearbox, a podium.');
    expect(metaOf(html, 'og:description')).toBe('Four days, one gearbox, a podium.');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'article:published_time')).toBe('2026-04-12');
    expect(canonicalOf(html)).toBe('https://mudcats.example/news/we-finished-third-at-baja');
  });

  it('shares its own image, else the hero image', () => {
    const podium = 'https://mudcats.example/uploads/images/podium-0123456789abcdef01234567.webp';
    expect(metaOf(html, 'og:image')).toBe(podium);
    expect(metaOf(html, 'twitter:image')).toBe(podium);

    const withoutImage = head({ article: makeArticle({ imageUrl: null }) });
    expect(metaOf(withoutImage, 'og:image')).toBe(`https://mudcats.example${hero}`);
  });

  it('describes the club and the article to search engines', () => {
    const [club, news, ...more] = structuredDataOf(html);

    expect(more).toEqual([]);
    expect(club).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      name: 'Prairie Mudcats',
      url: 'https://mudcats.example/',
      logo: 'https://mudcats.example/uploads/images/logo-0123456789abcdef01234567.webp',
      description: 'Mud, sweat and gears.',
      sameAs: ['https://instagram.example/mudcats'],
    });
    expect(news).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'We finished third at Baja',
      datePublished: '2026-04-12',
      image: ['https://mudcats.example/uploads/images/podium-0123456789abcdef01234567.webp'],
      author: { '@type': 'Person', name: 'Jordan Vale' },
      publisher: {
        '@type': 'SportsOrganization',
        name: 'Prairie Mudcats',
        logo: { '@type': 'ImageObject', url: club?.logo },
      },
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://mudcats.example/news/we-finished-third-at-baja',
      },
    });
  });

  it('credits the club with an article that names no author', () => {
    const [, news] = structuredDataOf(head({ article: makeArticle({ author: null }) }));

    expect(news?.author).toMatchObject({ '@type': 'SportsOrganization', name: 'Prairie Mudcats' });
  });
});

describe('the club’s words in the head', () => {
  const clubName = `Mud & "Gears" <script>alert('x')</script>`;
  const html = head({
    clubConfig: makeClub({ clubName, tagline: 'Fast </script><b>cars</b>' }),
    article: makeArticle({ title: 'A <b>bold</b> "win"', excerpt: '</script><script>x()' }),
  });

  it('are escaped in every tag', () => {
    const escaped = 'Mud &amp; &quot;Gears&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;';
    expect(metaOf(html, 'og:site_name')).toBe(escaped);
    expect(titleOf(html)).toBe(`A &lt;b&gt;bold&lt;/b&gt; &quot;win&quot; · ${escaped}`);
    expect(html).toContain(`title="${escaped} news"`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
  });

  it('cannot end a JSON-LD block, which still reads as they wrote them', () => {
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const [club, news] = structuredDataOf(html);
    expect(club?.name).toBe(clubName);
    expect(club?.description).toBe('Fast </script><b>cars</b>');
    expect(news?.description).toBe('</script><script>x()');
  });
});

describe('the preload of the largest picture', () => {
  const preloadOf = (html: string) =>
    html.match(/<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]*)"/)?.[1];

  it('asks for the hero image first on the home page, and on no other page', () => {
    expect(preloadOf(head())).toContain(
      '/uploads/images/hero-0123456789abcdef01234567-640.avif 640w',
    );
    expect(preloadOf(head({ route: '/join' }))).toBeUndefined();
    expect(preloadOf(head({ route: '/', notFound: true }))).toBeUndefined();
  });

  it("asks for an article's uploaded image first on its page", () => {
    const article = makeArticle({ imageUrl: '/uploads/images/news-0123456789abcdef01234567.webp' });
    const html = head({ route: `/news/${article.slug}`, article });

    expect(preloadOf(html)).toContain(
      '/uploads/images/news-0123456789abcdef01234567-480.avif 480w',
    );
  });

  it("asks for a picture that is not an upload by its address: an article's, else the placeholder", () => {
    const plainPreloadOf = (html: string) =>
      html.match(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>/)?.[1];
    expect(plainPreloadOf(head({ clubConfig: makeClub({ heroImageUrl: null }) }))).toBeUndefined();
    const article = makeArticle({ imageUrl: '/images/news/endurance.svg' });
    expect(plainPreloadOf(head({ route: `/news/${article.slug}`, article }))).toBe(
      '/images/news/endurance.svg',
    );
    const withoutImage = makeArticle({ imageUrl: null });
    expect(
      plainPreloadOf(head({ route: `/news/${withoutImage.slug}`, article: withoutImage })),
    ).toBe(PLACEHOLDER_IMAGE_URL);
  });

  it('asks first for the picture of the first article a page of /news lists', () => {
    const firstListed = makeArticle({
      imageUrl: '/uploads/images/news-0123456789abcdef01234567.webp',
    });
    const html = head({ route: '/news', page: 2, firstListed });

    expect(preloadOf(html)).toContain(
      '/uploads/images/news-0123456789abcdef01234567-480.avif 480w',
    );
    expect(html).toContain(`imagesizes="${imageDisplays.newsCard.sizes}"`);
  });
});
