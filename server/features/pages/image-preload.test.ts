import { describe, expect, it } from 'vitest';
import { imageDisplays } from '../../../common/club/image-displays';
import { heroImagePreloadTag, imagePreloadTag } from './image-preload';

const HEX = '0123456789abcdef01234567';
const hero = `/uploads/images/hero-${HEX}.webp`;

/** The attributes of the one <link> element in `html`. */
function linkAttributes(html: string) {
  expect(html).toMatch(/^<link [^<>]*\/>$/);
  return Object.fromEntries(
    [...html.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
}

describe('the preload of the hero image', () => {
  it('asks first for the AVIF width the hero picture will choose', () => {
    expect(linkAttributes(heroImagePreloadTag(hero))).toEqual({
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imagesrcset: [640, 960, 1280, 1920]
        .map((width) => `/uploads/images/hero-${HEX}-${width}.avif ${width}w`)
        .join(', '),
      imagesizes: imageDisplays.hero.sizes,
      fetchpriority: 'high',
    });
  });

  it("asks for a file of the site's own as it is, and for nothing else", () => {
    expect(linkAttributes(heroImagePreloadTag('/images/hero.svg'))).toEqual({
      rel: 'preload',
      as: 'image',
      href: '/images/hero.svg',
      fetchpriority: 'high',
    });
    expect(heroImagePreloadTag(null)).toBe('');
    expect(heroImagePreloadTag('https://example.org/hero.webp')).toBe('');
    expect(heroImagePreloadTag('//example.org/hero.webp')).toBe('');
    expect(heroImagePreloadTag('/images/hero-"><script>.svg')).toBe(
      '<link rel="preload" as="image" href="/images/hero-&quot;&gt;&lt;script&gt;.svg" fetchpriority="high" />',
    );
  });

  it('follows the display it is for', () => {
    const attributes = linkAttributes(
      imagePreloadTag(`/uploads/images/news-${HEX}.webp`, 'newsArticlePage'),
    );

    expect(attributes.imagesizes).toBe(imageDisplays.newsArticlePage.sizes);
    expect(attributes.imagesrcset).toContain(`/uploads/images/news-${HEX}-480.avif 480w`);
    expect(imagePreloadTag(hero, 'newsCard')).toContain(
      'imagesizes="(min-width: 1200px) 368px, (min-width: 768px) calc((100vw - 96px) / 3), calc(100vw - 48px)"',
    );
  });
});
