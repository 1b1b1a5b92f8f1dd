import { imageDisplays } from '@common/club/image-displays';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const HEX = '0123456789abcdef01234567';

/** The elements the server sends for it, with their attributes. */
function rendered(element: ReactElement) {
  const html = renderToStaticMarkup(element);
  const elements = [...html.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attributes]) => ({
    tag,
    ...Object.fromEntries(
      [...(attributes ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name,
        value,
      ]),
    ),
  }));
  return elements;
}

describe('a responsive image', () => {
  it('offers an upload as AVIF and WebP in every width, sized for its box, loading lazily', () => {
    const url = `/uploads/images/news-${HEX}.webp`;
    const { sizes } = imageDisplays.newsCard;

    expect(
      rendered(<ResponsiveImage src={url} alt="" display="newsCard" className="w-full" />),
    ).toEqual([
      { tag: 'picture', class: 'contents' },
      {
        tag: 'source',
        type: 'image/avif',
        srcSet: [480, 960, 1280]
          .map((width) => `/uploads/images/news-${HEX}-${width}.avif ${width}w`)
          .join(', '),
        sizes,
      },
      {
        tag: 'source',
        type: 'image/webp',
        srcSet: `/uploads/images/news-${HEX}-480.webp 480w, /uploads/images/news-${HEX}-960.webp 960w, ${url} 1280w`,
        sizes,
      },
      {
        tag: 'img',
        src: url,
        alt: '',
        width: '640',
        height: '360',
        loading: 'lazy',
        decoding: 'async',
        class: 'w-full',
      },
    ]);
  });

  it('fetches the hero first of all, leaving its preload to the head', () => {
    const elements = rendered(
      <ResponsiveImage
        src={`/uploads/images/hero-${HEX}.webp`}
        alt=""
        display="hero"
        fetchPriority="high"
      />,
    );

    expect(elements.find((element) => element.tag === 'img')).toEqual({
      tag: 'img',
      src: `/uploads/images/hero-${HEX}.webp`,
      alt: '',
      width: '960',
      height: '720',
      loading: 'eager',
      fetchPriority: 'high',
    });
    expect(elements[1]?.sizes).toBe(imageDisplays.hero.sizes);
    // React preloads an eager <img> of its own accord, but not one in a <picture>: it would fetch
    // the WebP original beside the AVIF that the head preloads.
    expect(elements.map((element) => element.tag)).toEqual(['picture', 'source', 'source', 'img']);
  });

  it('shows a placeholder or another address as it is, in its box', () => {
    expect(
      rendered(
        <ResponsiveImage
          src="/images/news/placeholder.svg"
          alt="The Mud Runner, our 2024 car"
          display="vehicle"
        />,
      ),
    ).toEqual([
      {
        tag: 'img',
        src: '/images/news/placeholder.svg',
        alt: 'The Mud Runner, our 2024 car',
        width: '640',
        height: '360',
        loading: 'lazy',
        decoding: 'async',
      },
    ]);
    const logo = rendered(
      <ResponsiveImage
        src="https://example.org/logo.png"
        alt=""
        display="navigationLogo"
        loading="eager"
      />,
    );
    expect(logo.filter((element) => element.tag !== 'link')).toEqual([
      {
        tag: 'img',
        src: 'https://example.org/logo.png',
        alt: '',
        width: '40',
        height: '40',
        loading: 'eager',
      },
    ]);
  });
});
