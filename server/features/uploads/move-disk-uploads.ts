// Before uploads lived in the database, they were files under DATA_DIR/uploads (images/<name>.webp,
// documents/<random>/<name>.pdf). At start-up each such file moves into the database at the address
// it was served at, so that every page naming it keeps working, and is then deleted; emptied folders
// go too. A file that cannot be moved stays where it is, to be tried again at the next start.
import type { Dirent } from 'node:fs';
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { UPLOADED_DOCUMENTS_PATH } from '../../../common/club/uploads';
import type { Deps } from '../../deps';
import { PDF_CONTENT_TYPE, storedDocument } from './document-store';
import { IMAGE_CONTENT_TYPE, storedImagePath } from './image-store';
import { saveUploadedFile } from './uploaded-files';

interface DiskUpload {
  file: string;
  url: string;
  contentType: string;
}

/** Moves the files this site once wrote under DATA_DIR/uploads into the database; answers how many
 * it moved. Anything else there (other names, other kinds of file) is left alone. */
export async function moveDiskUploads(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  log: FastifyBaseLogger,
): Promise<number> {
  const uploads = path.join(config.dataDir, 'uploads');
  const images = path.join(uploads, 'images');
  const documents = path.join(uploads, 'documents');
  const found = [...(await imagesIn(images)), ...(await documentsIn(documents))];
  let moved = 0;
  for (const upload of found) {
    try {
      await saveUploadedFile(db, upload.url, upload.contentType, await readFile(upload.file));
      await rm(upload.file, { force: true });
      moved += 1;
    } catch (error) {
      log.error(
        { err: error, url: upload.url },
        'could not move an uploaded file into the database',
      );
    }
  }
  const folders = new Set(found.map((upload) => path.dirname(upload.file)));
  for (const folder of [...folders, images, documents, uploads]) await removeIfEmpty(folder);
  if (moved > 0)
    log.info({ moved }, 'moved uploaded files from DATA_DIR/uploads into the database');
  return moved;
}

async function imagesIn(directory: string): Promise<DiskUpload[]> {
  return (await entriesOf(directory)).flatMap((entry) => {
    const url = entry.isFile() ? storedImagePath(entry.name) : undefined;
    return url
      ? [{ file: path.join(directory, entry.name), url, contentType: IMAGE_CONTENT_TYPE }]
      : [];
  });
}

async function documentsIn(directory: string): Promise<DiskUpload[]> {
  const found: DiskUpload[] = [];
  for (const folder of await entriesOf(directory)) {
    if (!folder.isDirectory()) continue;
    for (const entry of await entriesOf(path.join(directory, folder.name))) {
      const stored = storedDocument(`${UPLOADED_DOCUMENTS_PATH}${folder.name}/${entry.name}`);
      if (!entry.isFile() || !stored) continue;
      const file = path.join(directory, folder.name, entry.name);
      found.push({ file, url: stored.url, contentType: PDF_CONTENT_TYPE });
    }
  }
  return found;
}

/** A folder's entries; none when it is not there (an installation that never had uploads). */
async function entriesOf(directory: string): Promise<Dirent[]> {
  try {
    return await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A folder that still holds something (a file that could not be moved, anything else) stays. */
async function removeIfEmpty(directory: string): Promise<void> {
  await rmdir(directory).catch(() => undefined);
}
