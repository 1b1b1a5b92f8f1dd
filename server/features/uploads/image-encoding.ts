// Decoding and encoding images with sharp, which is loaded on the first image the site handles, not
// at start: with libvips it weighs tens of megabytes that a server showing pages never needs.
import type { OutputInfo } from 'sharp';
import {
  type ImageFormat,
  type ImageVariant,
  imageContentTypes,
} from '../../../common/club/responsive-images';
import type { NewUploadedFile } from './uploaded-files';

/** Larger images are refused rather than decoded: 40 megapixels is a good phone's photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Measured on a 12-megapixel photo on a 2-core machine: sharp's default AVIF effort (4) takes
 * 6 s for the one hero width of 1920. At effort 0 all eight files of a hero take 0.5 s (the single
 * WebP of before took 0.35 s) and are about 7% larger than at effort 1 or 2 (1.2 s, 1.6 s) and 15 to
 * 25% larger than at effort 3 (2.3 s). Quality 50 is sharp's default: half the bytes of WebP at 82.
 * A visitor waits for the same encoding when an older upload's variant is first asked for. */
const encoders: Record<ImageFormat, { quality: number; effort: number }> = {
  avif: { quality: 50, effort: 0 },
  webp: { quality: 82, effort: 4 },
};

/** Decoded pixels, kept to encode every width from one decode. */
export interface Picture {
  pixels: Buffer;
  info: Pick<OutputInfo, 'width' | 'height' | 'channels'>;
}

type Sharp = typeof import('sharp')['default'];

let loading: Promise<Sharp> | undefined;

function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // The cache keeps recent operations' pixels for reuse; every image here is new.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** What an image file's header says: sharp's name of its format (`heif` for AVIF) and its size. */
export interface ImageHeader {
  format: string;
  width: number;
  height: number;
}

/** The header of an image file, read without decoding its pixels; undefined when sharp reads none. */
export async function readImageHeader(file: Buffer): Promise<ImageHeader | undefined> {
  const sharp = await loadSharp();
  try {
    const { format, width, height } = await sharp(file).metadata();
    return format && width && height ? { format, width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** The picture in an image file, upright and no wider than `maxWidth`, without its metadata;
 * undefined when the file is not an image sharp reads. */
export async function decodePicture(file: Buffer, maxWidth: number): Promise<Picture | undefined> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, info };
  } catch {
    return undefined;
  }
}

/** The picture as a file of `format`, at most `width` wide. */
export async function encodePicture(
  picture: Picture,
  format: ImageFormat,
  width = picture.info.width,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width: own, height, channels } = picture.info;
  const image = sharp(picture.pixels, { raw: { width: own, height, channels } });
  if (width < own) image.resize({ width });
  return image.toFormat(format, encoders[format]).toBuffer();
}

/** The files of `variants`, from the picture of the original and its WebP file. A variant is never
 * wider than the picture: those that would be are encoded once at its width, and in WebP they are
 * the original file itself. */
export async function encodeVariants(
  picture: Picture,
  originalWebp: Buffer | Promise<Buffer>,
  variants: ImageVariant[],
): Promise<NewUploadedFile[]> {
  const encodings = new Map<string, Promise<Buffer>>();
  const encode = (format: ImageFormat, width: number) => {
    const key = `${format} ${width}`;
    let encoding = encodings.get(key);
    if (!encoding) {
      encoding =
        format === 'webp' && width === picture.info.width
          ? Promise.resolve(originalWebp)
          : encodePicture(picture, format, width);
      encodings.set(key, encoding);
    }
    return encoding;
  };
  return Promise.all(
    variants.map(async (variant) => ({
      path: variant.url,
      contentType: imageContentTypes[variant.format],
      content: await encode(variant.format, Math.min(variant.width, picture.info.width)),
    })),
  );
}
