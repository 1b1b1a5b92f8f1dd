// Before PDFs were uploaded through the Club settings, the rules document was a file put by hand at
// DATA_DIR/uploads/rules-document.pdf. At start-up such a file moves into the documents store and
// club_config names it, once, so that nothing is lost; a document an admin has chosen since wins.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { clubConfig } from '../../db/schema';
import type { Deps } from '../../deps';
import { copyIntoDocuments, isFile, removeStoredDocument } from '../uploads/document-store';

/** The name members saved it under before, kept. */
const LEGACY_NAME = 'competition-rules.pdf';

const legacyFile = (dataDir: string) => path.join(dataDir, 'uploads', 'rules-document.pdf');

/** Moves the hand-placed rules document into the store; answers whether it did. */
export async function adoptLegacyRulesDocument({
  db,
  config,
}: Pick<Deps, 'db' | 'config'>): Promise<boolean> {
  const legacy = legacyFile(config.dataDir);
  if (!(await isFile(legacy))) return false;
  const [current] = await db
    .select({ url: clubConfig.rulesDocumentUrl })
    .from(clubConfig)
    .where(eq(clubConfig.id, 1));
  if (current?.url) return false;
  const stored = await copyIntoDocuments(config.dataDir, legacy, LEGACY_NAME);
  // Only where no document is named yet; another instance starting at once finds it named.
  const [named] = await db
    .insert(clubConfig)
    .values({ id: 1, rulesDocumentUrl: stored.url })
    .onConflictDoUpdate({
      target: clubConfig.id,
      set: { rulesDocumentUrl: stored.url },
      setWhere: isNull(clubConfig.rulesDocumentUrl),
    })
    .returning({ id: clubConfig.id });
  if (!named) {
    await removeStoredDocument(config.dataDir, stored.url);
    return false;
  }
  await rm(legacy, { force: true });
  return true;
}
