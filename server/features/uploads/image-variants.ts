// Images uploaded before there were variants get theirs when a browser first asks for one: made from
// the stored original, stored beside it for every instance, and served. However many ask at once,
// an instance makes each variant once; two instances may both make one, and the first stored stays.
import type { FastifyBaseLogger } from 'fastify';
import { type ImageVariant, imageVariantAt } from '../../../common/club/responsive-images';
import { UPLOADED_IMAGES_PATH } from '../../../common/club/uploads';
import type { Database } from '../../db/database';
import { decodePicture, encodeVariants } from './image-encoding';
import { storedImagePath } from './image-store';
import { readUploadedFile, saveFileMadeFrom, type UploadedFile } from './uploaded-files';

/** Reads stored images by name (what follows /uploads/images/), making a missing variant of a
 * stored original first; undefined for any other name. */
export function imageReader(db: Database, log: FastifyBaseLogger) {
  const making = new Map<string, Promise<void>>();

  function makeOnce(variant: ImageVariant): Promise<void> {
    let made = making.get(variant.url);
    if (!made) {
      made = makeVariant(db, log, variant).finally(() => making.delete(variant.url));
      making.set(variant.url, made);
    }
    return made;
  }

  return async function readImage(name: string): Promise<UploadedFile | undefined> {
    const original = storedImagePath(name);
    if (original) return readUploadedFile(db, original);
    const variant = imageVariantAt(`${UPLOADED_IMAGES_PATH}${name}`);
    if (!variant) return undefined;
    const stored = await readUploadedFile(db, variant.url);
    if (stored) return stored;
    await makeOnce(variant);
    return readUploadedFile(db, variant.url);
  };
}

/** Stores the variant, made from its original; nothing when the original is not stored or cannot
 * be read (then the variant is a 404 like any name that is not a stored image). */
async function makeVariant(
  db: Database,
  log: FastifyBaseLogger,
  variant: ImageVariant,
): Promise<void> {
  const original = await readUploadedFile(db, variant.original.url);
  if (!original) return;
  const picture = await decodePicture(original.content, variant.original.width);
  if (!picture) {
    log.warn({ url: variant.original.url }, 'a stored image cannot be read to make its variants');
    return;
  }
  const [file] = await encodeVariants(picture, original.content, [variant]);
  if (file) await saveFileMadeFrom(db, variant.original.url, file);
}
