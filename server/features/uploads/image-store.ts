// Uploaded images: decoded and re-encoded to WebP at a width that suits where they are shown (which
// also drops any metadata and anything that is not an image), stored in the database at
// /uploads/images/<kind>-<random>.webp, so a name is never reused and can be cached for good. Their
// smaller and AVIF variants (common/club/responsive-images.ts) are made and stored with them.
import { randomBytes } from 'node:crypto';
import {
  imageContentTypes,
  imageVariants,
  newUploadedImage,
} from '../../../common/club/responsive-images';
import {
  type AcceptedImageType,
  type ImageKind,
  UPLOADED_IMAGES_PATH,
} from '../../../common/club/uploads';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { decodePicture, encodePicture, encodeVariants, readImageHeader } from './image-encoding';
import { saveUploadedFiles } from './uploaded-files';

export const IMAGE_CONTENT_TYPE = imageContentTypes.webp;

/** The public path of an image named `name`, when that is a name this site gives its uploads. */
export function storedImagePath(name: string): string | undefined {
  return /^[a-z]+-[0-9a-f]{24}\.webp$/.test(name) ? `${UPLOADED_IMAGES_PATH}${name}` : undefined;
}

/** The format sharp names for each type an upload may declare: it decodes the file only as that. */
const formatOfType: Record<AcceptedImageType, { format: string; name: string }> = {
  'image/jpeg': { format: 'jpeg', name: 'JPEG' },
  'image/png': { format: 'png', name: 'PNG' },
  'image/webp': { format: 'webp', name: 'WebP' },
  'image/gif': { format: 'gif', name: 'GIF' },
  'image/avif': { format: 'heif', name: 'AVIF' },
};

/** Wider or taller than this is no photo nor logo, whatever its pixel count. */
const MAX_IMAGE_SIDE = 10_000;

/** The names of the types an upload may declare, as the messages list them. */
export const ACCEPTED_IMAGE_NAMES = 'JPEG, PNG, WebP, GIF or AVIF';

const unreadable = `The file is not an image we can read. Use a ${ACCEPTED_IMAGE_NAMES} file.`;

/** Re-encodes and stores an image of the type it was uploaded as, with its variants; answers its
 * public URL. */
export async function storeImage(
  db: Database,
  kind: ImageKind,
  input: Buffer,
  declaredType: AcceptedImageType,
): Promise<string> {
  const header = await readImageHeader(input);
  if (!header) throw new AppError(400, unreadable);
  const declared = formatOfType[declaredType];
  if (header.format !== declared.format) {
    throw new AppError(
      400,
      `The file is not the ${declared.name} image its type says. Save it as a ${ACCEPTED_IMAGE_NAMES} file and upload that.`,
    );
  }
  if (header.width > MAX_IMAGE_SIDE || header.height > MAX_IMAGE_SIDE) {
    throw new AppError(
      400,
      'The image is more than 10,000 pixels wide or high. Make it smaller and upload it again.',
    );
  }
  const original = newUploadedImage(kind, randomBytes(12).toString('hex'));
  const picture = await decodePicture(input, original.width);
  if (!picture) throw new AppError(400, unreadable);
  // All at once: libvips encodes on several threads.
  const encoding = encodePicture(picture, 'webp');
  const [webp, variants] = await Promise.all([
    encoding,
    encodeVariants(picture, encoding, imageVariants(original)),
  ]);
  await saveUploadedFiles(db, [
    { path: original.url, contentType: IMAGE_CONTENT_TYPE, content: webp },
    ...variants,
  ]);
  return original.url;
}
