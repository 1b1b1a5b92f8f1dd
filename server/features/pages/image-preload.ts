// A page's largest picture is its largest paint: a <link> in the head asks for it before the
// stylesheet and the script are read, with the srcset and sizes its <picture> has, so the browser
// fetches the same file once. AVIF only: a browser without it skips the preload (its `type`) and
// picks its WebP from the <picture> when it gets there.
import { type ImageDisplayName, imageDisplays } from '../../../common/club/image-displays';
import { responsiveSrcsets } from '../../../common/club/responsive-images';
import { escapeHtml } from './html-text';

/**
 * The preload of an image shown at `display`: an upload with its widths, a file of the site (a
 * placeholder, a seeded picture) as it is; '' for no image or one from elsewhere.
 */
export function imagePreloadTag(imageUrl: string | null, display: ImageDisplayName): string {
  if (!imageUrl) return '';
  const srcsets = responsiveSrcsets(imageUrl);
  if (!srcsets) {
    const ownFile = imageUrl.startsWith('/') && !imageUrl.startsWith('//');
    return ownFile
      ? `<link rel="preload" as="image" href="${escapeHtml(imageUrl)}" fetchpriority="high" />`
      : '';
  }
  // No href: a browser that reads no imagesrcset would fetch the widest.
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(srcsets.avif)}" imagesizes="${escapeHtml(imageDisplays[display].sizes)}" fetchpriority="high" />`;
}

/** The preload of the club's hero image, for the head of the landing page. */
export const heroImagePreloadTag = (heroImageUrl: string | null): string =>
  imagePreloadTag(heroImageUrl, 'hero');
