// Before PDFs were uploaded through the Club settings, the rules document was a file put by hand at
// DATA_DIR/uploads/rules-document.pdf. At start-up such a file moves into the uploads (the database)
// and club_config names it, once, so that nothing is lost; a document an admin has chosen since wins.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { clubConfig } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { removeStoredDocument, storeNamedDocument } from '../uploads/document-store';

/** The name members saved it under before, kept. */
const LEGACY_NAME = 'competition-rules.pdf';

const legacyFile = (dataDir: string) => path.join(dataDir, 'uploads', 'rules-document.pdf');

/** Moves the hand-placed rules document into the uploads; answers whether it did. */
export async function adoptLegacyRulesDocument({
  db,
  config,
}: Pick<Deps, 'db' | 'config'>): Promise<boolean> {
  const [current] = await db
    .select({ url: clubConfig.rulesDocumentUrl })
    .from(clubConfig)
    .where(eq(clubConfig.id, 1));
  if (current?.url) return false;
  const legacy = legacyFile(config.dataDir);
  const content = await readFile(legacy).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!content) return false;
  const stored = await storeNamedDocument(db, content, LEGACY_NAME, { membersOnly: true });
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
    await removeStoredDocument(db, stored.url);
    return false;
  }
  await rm(legacy, { force: true });
  return true;
}
