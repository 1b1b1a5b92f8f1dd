// Uploaded images: decoded and re-encoded to WebP at a width that suits where they are shown (which
// also drops any metadata and anything that is not an image), stored under DATA_DIR/uploads/images
// with a random name, so a name is never reused and can be cached for good.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type ImageKind, UPLOADED_IMAGES_PATH } from '../../../common/uploads';
import { AppError } from '../../http/app-error';

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

export function uploadedImagesDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'images');
}

/** Re-encodes and stores an image; answers its public URL. */
export async function storeImage(dataDir: string, kind: ImageKind, input: Buffer): Promise<string> {
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
  const name = `${kind}-${randomBytes(12).toString('hex')}.webp`;
  const directory = uploadedImagesDir(dataDir);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, name), webp);
  return `${UPLOADED_IMAGES_PATH}${name}`;
}

/** Deletes an image this site stored, once nothing shows it any more; other URLs are left alone. */
export async function removeStoredImage(
  dataDir: string,
  url: string | null | undefined,
): Promise<void> {
  if (!url?.startsWith(UPLOADED_IMAGES_PATH)) return;
  const name = url.slice(UPLOADED_IMAGES_PATH.length);
  if (!/^[a-z]+-[0-9a-f]{24}\.webp$/.test(name)) return;
  await rm(path.join(uploadedImagesDir(dataDir), name), { force: true });
}
