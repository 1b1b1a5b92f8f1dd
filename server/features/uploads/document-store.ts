// Uploaded PDFs (the sponsor brochure, the members' rules document), checked by their content and
// stored in the database at /uploads/documents/<random>/<name>.pdf: the random folder means a URL is
// never reused and can be cached for good, while the file keeps a name people recognise when they
// save it.
import { randomBytes } from 'node:crypto';
import { type DocumentKind, UPLOADED_DOCUMENTS_PATH } from '../../../common/club/uploads';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { deleteUploadedFile, saveUploadedFile } from './uploaded-files';

export const PDF_CONTENT_TYPE = 'application/pdf';

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** A stored document's path under UPLOADED_DOCUMENTS_PATH: its folder and its safe name. */
const STORED_DOCUMENT = /^([0-9a-f]{24})\/([a-z0-9]+(?:-[a-z0-9]+)*\.pdf)$/;

interface StoredDocument {
  url: string;
  name: string;
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

/** Stores an uploaded PDF; refuses anything whose content is not one, whatever its name says. */
export async function storeDocument(
  db: Database,
  kind: DocumentKind,
  content: Buffer,
  uploadedName: string | undefined,
): Promise<StoredDocument> {
  if (!content.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    throw new AppError(400, 'The file is not a PDF.');
  }
  return storeNamedDocument(db, content, safeDocumentName(uploadedName, kind), {
    membersOnly: kind === 'rules-document',
  });
}

/** Stores a PDF under `name` (a safe name), in a new folder of its own. */
export async function storeNamedDocument(
  db: Database,
  content: Buffer,
  name: string,
  { membersOnly }: { membersOnly: boolean },
): Promise<StoredDocument> {
  const url = `${UPLOADED_DOCUMENTS_PATH}${randomBytes(12).toString('hex')}/${name}`;
  await saveUploadedFile(db, url, PDF_CONTENT_TYPE, content, membersOnly);
  return { url, name };
}

/** The path and name of a document this site stores; undefined for any other address. */
export function storedDocument(url: string | null | undefined): StoredDocument | undefined {
  if (!url?.startsWith(UPLOADED_DOCUMENTS_PATH)) return undefined;
  const [, , name] = STORED_DOCUMENT.exec(url.slice(UPLOADED_DOCUMENTS_PATH.length)) ?? [];
  return name ? { url, name } : undefined;
}

/** Deletes a document this site stored, once nothing offers it any more; other URLs are left alone. */
export async function removeStoredDocument(
  db: Database,
  url: string | null | undefined,
): Promise<void> {
  const stored = storedDocument(url);
  if (stored) await deleteUploadedFile(db, stored.url);
}
