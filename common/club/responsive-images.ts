// Uploaded images in several widths and two formats, so that a browser fetches no more pixels than it
// shows, in the smallest format it reads. One description for the server, which makes, stores and
// serves the variants, and for the pages, which list them in `srcset`.
//
// An upload is stored as `/uploads/images/<kind>-<24 hex>.webp` at its kind's widest width; each
// variant beside it as `/uploads/images/<kind>-<24 hex>-<width>.<avif|webp>`. The original is the
// widest WebP, so there is no WebP variant at that width.
import { type ImageKind, imageKinds, UPLOADED_IMAGES_PATH } from './uploads';

/** The widths each kind is stored at, ascending. The last is the widest it is ever shown (at twice
 * its CSS pixels, for sharp screens): the original's. A variant is never wider than the original,
 * so an image uploaded narrower has its own width under the names of the wider ones. */
export const imageWidths: Record<ImageKind, readonly number[]> = {
  // A 96 px circle.
  team: [160, 320, 640],
  // 64 px high, about 240 px wide.
  sponsor: [300, 600],
  news: [480, 960, 1280],
  vehicle: [480, 960, 1280],
  // 40 px in the navigation; the original is the favicon too.
  logo: [128, 256],
  hero: [640, 960, 1280, 1920],
};

export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageContentTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** An image as uploaded, which its variants are made from. */
export interface UploadedImage {
  url: string;
  kind: ImageKind;
  /** The widest width of its kind: the original's at most. */
  width: number;
}

/** One smaller or other-format copy of an uploaded image. */
export interface ImageVariant {
  url: string;
  original: UploadedImage;
  width: number;
  format: ImageFormat;
}

const ORIGINAL_NAME = /^([a-z]+)-[0-9a-f]{24}\.webp$/;
const VARIANT_NAME = /^([a-z]+-[0-9a-f]{24})-[0-9]{1,4}\.(?:avif|webp)$/;

const isImageKind = (kind: string | undefined): kind is ImageKind =>
  imageKinds.some((known) => known === kind);

/** The uploaded image at `url`, when it is one of ours; other addresses (placeholders, another
 * site's images) have no variants. */
export function uploadedImage(url: string): UploadedImage | undefined {
  if (!url.startsWith(UPLOADED_IMAGES_PATH)) return undefined;
  const kind = ORIGINAL_NAME.exec(url.slice(UPLOADED_IMAGES_PATH.length))?.[1];
  return isImageKind(kind) ? { url, kind, width: widestOf(kind) } : undefined;
}

/** A new upload of `kind`, named by `id`: 24 random hex digits, so that a name is never reused. */
export function newUploadedImage(kind: ImageKind, id: string): UploadedImage {
  return { url: `${UPLOADED_IMAGES_PATH}${kind}-${id}.webp`, kind, width: widestOf(kind) };
}

/** Every variant of an uploaded image. */
export function imageVariants(original: UploadedImage): ImageVariant[] {
  return imageFormats.flatMap((format) =>
    variantWidths(original.kind, format).map((width) => variantOf(original, width, format)),
  );
}

/** The variant at `url`, when it names one of a valid original (whether or not that is stored). */
export function imageVariantAt(url: string): ImageVariant | undefined {
  if (!url.startsWith(UPLOADED_IMAGES_PATH)) return undefined;
  const base = VARIANT_NAME.exec(url.slice(UPLOADED_IMAGES_PATH.length))?.[1];
  const original = base ? uploadedImage(`${UPLOADED_IMAGES_PATH}${base}.webp`) : undefined;
  return original && imageVariants(original).find((variant) => variant.url === url);
}

/** The `srcset` of each format for an uploaded image, widest last; none for other addresses. */
export function responsiveSrcsets(url: string): Record<ImageFormat, string> | undefined {
  const original = uploadedImage(url);
  if (!original) return undefined;
  const srcset = (format: ImageFormat) => {
    const candidates = variantWidths(original.kind, format).map(
      (width) => `${variantOf(original, width, format).url} ${width}w`,
    );
    if (format === 'webp') candidates.push(`${original.url} ${original.width}w`);
    return candidates.join(', ');
  };
  return { avif: srcset('avif'), webp: srcset('webp') };
}

function widestOf(kind: ImageKind): number {
  const widths = imageWidths[kind];
  return widths[widths.length - 1] ?? 0;
}

/** The widths stored as variants: all of them in AVIF; in WebP, all but the original's. */
function variantWidths(kind: ImageKind, format: ImageFormat): readonly number[] {
  return format === 'webp' ? imageWidths[kind].slice(0, -1) : imageWidths[kind];
}

function variantOf(original: UploadedImage, width: number, format: ImageFormat): ImageVariant {
  const url = `${original.url.slice(0, -'.webp'.length)}-${width}.${format}`;
  return { url, original, width, format };
}
