// Uploaded PDFs (the sponsor brochure, the members' rules document), checked by their content and
// stored as DATA_DIR/uploads/documents/<random>/<name>.pdf: the random folder means a URL is never
// reused and can be cached for good, while the file keeps a name people recognise when they save it.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DocumentKind, UPLOADED_DOCUMENTS_PATH } from '../../../common/uploads';
import { AppError } from '../../http/app-error';

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** A stored document's path under UPLOADED_DOCUMENTS_PATH: its folder and its safe name. */
const STORED_DOCUMENT = /^([0-9a-f]{24})\/([a-z0-9]+(?:-[a-z0-9]+)*\.pdf)$/;

interface StoredDocument {
  url: string;
  name: string;
}

export function uploadedDocumentsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'documents');
}

/** The uploaded name reduced to lower-case words joined by hyphens: "Rules (Rev. C).pdf" gives
 * "rules-rev-c.pdf"; a name with no such word gives the fallback's. */
export function safeDocumentName(uploadedName: string | undefined, fallback: string): string {
  const words = (uploadedName ?? '')
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const name = words.join('-').slice(0, 80).replace(/-+$/, '');
  return `${name || fallback}.pdf`;
}

/** A new, empty place for a document named `name`. */
async function newPlace(dataDir: string, name: string) {
  const folder = randomBytes(12).toString('hex');
  const directory = path.join(uploadedDocumentsDir(dataDir), folder);
  await mkdir(directory, { recursive: true });
  return {
    file: path.join(directory, name),
    stored: { url: `${UPLOADED_DOCUMENTS_PATH}${folder}/${name}`, name },
  };
}

/** Stores an uploaded PDF; refuses anything whose content is not one, whatever its name says. */
export async function storeDocument(
  dataDir: string,
  kind: DocumentKind,
  content: Buffer,
  uploadedName: string | undefined,
): Promise<StoredDocument> {
  if (!content.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    throw new AppError(400, 'The file is not a PDF.');
  }
  const { file, stored } = await newPlace(dataDir, safeDocumentName(uploadedName, kind));
  await writeFile(file, content);
  return stored;
}

/** Copies a PDF already on this machine into the store, under `name` (a safe name). */
export async function copyIntoDocuments(
  dataDir: string,
  source: string,
  name: string,
): Promise<StoredDocument> {
  const { file, stored } = await newPlace(dataDir, name);
  try {
    await copyFile(source, file);
  } catch (error) {
    await removeStoredDocument(dataDir, stored.url);
    throw error;
  }
  return stored;
}

/** The file and name of a document this site stored; undefined for any other address. */
export function storedDocumentFile(
  dataDir: string,
  url: string | null | undefined,
): { file: string; name: string } | undefined {
  if (!url?.startsWith(UPLOADED_DOCUMENTS_PATH)) return undefined;
  const match = STORED_DOCUMENT.exec(url.slice(UPLOADED_DOCUMENTS_PATH.length));
  const [, folder, name] = match ?? [];
  if (!folder || !name) return undefined;
  return { file: path.join(uploadedDocumentsDir(dataDir), folder, name), name };
}

/** Whether a file is there (a stored document, or the old hand-placed rules document). */
export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Deletes a document this site stored, once nothing offers it any more; other URLs are left alone. */
export async function removeStoredDocument(
  dataDir: string,
  url: string | null | undefined,
): Promise<void> {
  const stored = storedDocumentFile(dataDir, url);
  if (stored) await rm(path.dirname(stored.file), { recursive: true, force: true });
}
