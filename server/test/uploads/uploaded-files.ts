// What the uploads store holds, for tests that check a file was stored or removed.
import { asc, like } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uploadedFiles } from '../../db/schema/shared-state-schema';

/** The public paths of the stored files that start with `prefix`, in order. */
export async function storedUploads(db: Database, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ path: uploadedFiles.path })
    .from(uploadedFiles)
    .where(like(uploadedFiles.path, `${prefix}%`))
    .orderBy(asc(uploadedFiles.path));
  return rows.map((row) => row.path);
}
