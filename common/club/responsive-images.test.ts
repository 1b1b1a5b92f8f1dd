import { describe, expect, it } from 'vitest';
import {
  imageVariantAt,
  imageVariants,
  imageWidths,
  newUploadedImage,
  responsiveSrcsets,
  uploadedImage,
} from './responsive-images';
import { imageKinds } from './uploads';

const HEX = '0123456789abcdef01234567';
const hero = `/uploads/images/hero-${HEX}.webp`;

describe('the srcsets of an image', () => {
  it('list an upload in each width of its kind, widest last, the original as the widest WebP', () => {
    expect(responsiveSrcsets(hero)).toEqual({
      avif: [
        `/uploads/images/hero-${HEX}-640.avif 640w`,
        `/uploads/images/hero-${HEX}-960.avif 960w`,
        `/uploads/images/hero-${HEX}-1280.avif 1280w`,
        `/uploads/images/hero-${HEX}-1920.avif 1920w`,
      ].join(', '),
      webp: [
        `/uploads/images/hero-${HEX}-640.webp 640w`,
        `/uploads/images/hero-${HEX}-960.webp 960w`,
        `/uploads/images/hero-${HEX}-1280.webp 1280w`,
        `/uploads/images/hero-${HEX}.webp 1920w`,
      ].join(', '),
    });
    expect(responsiveSrcsets(`/uploads/images/team-${HEX}.webp`)?.webp).toBe(
      `/uploads/images/team-${HEX}-160.webp 160w, /uploads/images/team-${HEX}-320.webp 320w, /uploads/images/team-${HEX}.webp 640w`,
    );
  });

  it('are none for any other address: placeholders, other sites, variants, unknown kinds', () => {
    for (const url of [
      '/images/news/placeholder.svg',
      'https://example.org/photo.webp',
      `https://example.org/uploads/images/hero-${HEX}.webp`,
      `/uploads/images/hero-${HEX}-960.avif`,
      `/uploads/images/cat-${HEX}.webp`,
      `/uploads/images/hero-${HEX}.webp?v=2`,
      `/uploads/images/../images/hero-${HEX}.webp`,
      '',
    ]) {
      expect({ url, srcsets: responsiveSrcsets(url) }).toEqual({ url, srcsets: undefined });
    }
  });
});

describe('the variants of an upload', () => {
  it('are named by each one of them, and by nothing else', () => {
    for (const kind of imageKinds) {
      const original = newUploadedImage(kind, HEX);
      expect(uploadedImage(original.url)).toEqual(original);
      const variants = imageVariants(original);
      expect(variants).toHaveLength(imageWidths[kind].length * 2 - 1);
      for (const variant of variants) expect(imageVariantAt(variant.url)).toEqual(variant);
    }
    for (const url of [
      hero,
      `/uploads/images/hero-${HEX}-1920.webp`,
      `/uploads/images/hero-${HEX}-961.avif`,
      `/uploads/images/hero-${HEX}-0960.avif`,
      `/uploads/images/hero-${HEX}-960.jpg`,
      `/uploads/images/hero-${HEX.slice(1)}-960.avif`,
      `/uploads/images/cat-${HEX}-960.avif`,
      `/uploads/documents/hero-${HEX}-960.avif`,
      `/x/uploads/images/hero-${HEX}-960.avif`,
    ]) {
      expect({ url, variant: imageVariantAt(url) }).toEqual({ url, variant: undefined });
    }
  });

  it('are no wider than the widest of their kind, which the original has', () => {
    for (const kind of imageKinds) {
      const original = newUploadedImage(kind, HEX);
      const widths = imageVariants(original).map((variant) => variant.width);
      expect(Math.max(...widths)).toBe(original.width);
      expect(imageWidths[kind]).toEqual([...imageWidths[kind]].sort((a, b) => a - b));
    }
    expect(uploadedImage(hero)?.width).toBe(1920);
  });
});
