// Uploaded images: decoded and re-encoded to WebP at a width that suits where they are shown (which
// also drops any metadata and anything that is not an image), stored in the database at
// /uploads/images/<kind>-<random>.webp, so a name is never reused and can be cached for good.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { type ImageKind, UPLOADED_IMAGES_PATH } from '../../../common/uploads';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { deleteUploadedFile, saveUploadedFile } from './uploaded-files';

export const IMAGE_CONTENT_TYPE = 'image/webp';

/** The widest each kind is ever shown, at twice the CSS pixels for sharp screens. */
const maxWidthByKind: Record<ImageKind, number> = {
  team: 640,
  sponsor: 600,
  news: 1280,
  vehicle: 1280,
  // Shown about 48 px high in the navigation, and as the favicon.
  logo: 256,
  hero: 1920,
};

/** Larger images are refused rather than decoded: 40 megapixels is a good phone's photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The public path of an image named `name`, when that is a name this site gives its images. */
export function storedImagePath(name: string): string | undefined {
  return /^[a-z]+-[0-9a-f]{24}\.webp$/.test(name) ? `${UPLOADED_IMAGES_PATH}${name}` : undefined;
}

/** Re-encodes and stores an image; answers its public URL. */
export async function storeImage(db: Database, kind: ImageKind, input: Buffer): Promise<string> {
  let webp: Buffer;
  try {
    webp = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxWidthByKind[kind], withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(
      400,
      'The file is not an image we can read. Use a JPEG, PNG, WebP, GIF or AVIF file.',
    );
  }
  const url = `${UPLOADED_IMAGES_PATH}${kind}-${randomBytes(12).toString('hex')}.webp`;
  await saveUploadedFile(db, url, IMAGE_CONTENT_TYPE, webp);
  return url;
}

/** Deletes an image this site stored, once nothing shows it any more; other URLs are left alone. */
export async function removeStoredImage(
  db: Database,
  url: string | null | undefined,
): Promise<void> {
  if (!url?.startsWith(UPLOADED_IMAGES_PATH)) return;
  const stored = storedImagePath(url.slice(UPLOADED_IMAGES_PATH.length));
  if (stored) await deleteUploadedFile(db, stored);
}
