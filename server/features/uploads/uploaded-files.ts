// Uploaded files live in the database (uploaded_files), not on one server's disk: every instance
// serves what any of them received, and a backup of the database holds them too. A file is keyed by
// the public path it is served at; the SHA-256 of its content is its ETag.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uploadedFiles } from '../../db/schema/shared-state-schema';

export interface UploadedFile {
  contentType: string;
  content: Buffer;
  sha256: string;
  membersOnly: boolean;
}

export interface NewUploadedFile {
  path: string;
  contentType: string;
  content: Buffer;
  membersOnly?: boolean;
}

/** Stores a file at its public path; a path already stored keeps its content, as paths are never
 * reused (and the start-up move may meet a file another instance has just moved). */
export async function saveUploadedFile(
  db: Database,
  path: string,
  contentType: string,
  content: Buffer,
  membersOnly = false,
): Promise<void> {
  await saveUploadedFiles(db, [{ path, contentType, content, membersOnly }]);
}

/** Stores files that belong together (an image and its variants) at once: all or none. */
export async function saveUploadedFiles(db: Database, files: NewUploadedFile[]): Promise<void> {
  await db
    .insert(uploadedFiles)
    .values(files.map((file) => ({ ...file, sha256: sha256Of(file.content) })))
    .onConflictDoNothing({ target: uploadedFiles.path });
}

/** Stores a file made from another only while that one is stored: deleting the source waits for
 * this to finish, and its files deleted after it (its variants) then include this one. */
export async function saveFileMadeFrom(
  db: Database,
  sourcePath: string,
  file: NewUploadedFile,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [source] = await tx
      .select({ path: uploadedFiles.path })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.path, sourcePath))
      .for('share');
    if (source) await saveUploadedFiles(tx, [file]);
  });
}

export async function readUploadedFile(
  db: Database,
  path: string,
): Promise<UploadedFile | undefined> {
  const [file] = await db
    .select({
      contentType: uploadedFiles.contentType,
      content: uploadedFiles.content,
      sha256: uploadedFiles.sha256,
      membersOnly: uploadedFiles.membersOnly,
    })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.path, path));
  return file;
}

/** Whether a file is stored at the path, without reading its content. */
export async function hasUploadedFile(db: Database, path: string): Promise<boolean> {
  const [file] = await db
    .select({ path: uploadedFiles.path })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.path, path));
  return Boolean(file);
}

export async function deleteUploadedFile(db: Database, path: string): Promise<void> {
  await db.delete(uploadedFiles).where(eq(uploadedFiles.path, path));
}

const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Serves a stored file to members alone from now on (a PDF named as the members' rules document). */
export async function keepForMembers(db: Database, path: string): Promise<void> {
  await db.update(uploadedFiles).set({ membersOnly: true }).where(eq(uploadedFiles.path, path));
}
