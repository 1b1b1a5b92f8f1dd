// Page texts that admins have rewritten: read through the public cache, written with an audit row
// that keeps the text as the change left it, for History.
import { eq } from 'drizzle-orm';
import {
  isPageTextKey,
  type PageTextKey,
  type PageTextOverrides,
  pageTextDefaults,
} from '../../../common/page-texts';
import { pageTexts } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Actor } from '../audit/actor';
import { recordVersion } from '../audit/record-change';

type PageTextDeps = Pick<Deps, 'db' | 'publicCache'>;

export function listPageTexts({ db, publicCache }: PageTextDeps): Promise<PageTextOverrides> {
  return publicCache.get('page-texts', async () => {
    const rows = await db.select({ key: pageTexts.key, text: pageTexts.text }).from(pageTexts);
    // A key the code no longer knows is kept in the database but not shown.
    return Object.fromEntries(
      rows.filter((row) => isPageTextKey(row.key)).map((row) => [row.key, row.text]),
    );
  });
}

/** Saves an admin's text for a key; answers the texts as visitors will now see them. */
export async function savePageText(
  deps: PageTextDeps,
  actor: Actor,
  key: PageTextKey,
  text: string,
): Promise<PageTextOverrides> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(pageTexts).where(eq(pageTexts.key, key)).for('update');
    await tx
      .insert(pageTexts)
      .values({ key, text, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: pageTexts.key,
        set: { text, updatedBy: actor.id, updatedAt: new Date() },
      });
    await recordVersion(tx, actor, {
      action: 'update',
      entity: 'page-text',
      entityId: key,
      before: { text: before?.text ?? pageTextDefaults[key].text },
      after: { text },
    });
  });
  deps.publicCache.invalidate('page-texts');
  return listPageTexts(deps);
}

/** Returns a key to its built-in text. */
export async function resetPageText(
  deps: PageTextDeps,
  actor: Actor,
  key: PageTextKey,
): Promise<PageTextOverrides> {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(pageTexts).where(eq(pageTexts.key, key)).returning();
    if (!removed) return;
    await recordVersion(tx, actor, {
      action: 'reset',
      entity: 'page-text',
      entityId: key,
      before: { text: removed.text },
      after: { text: pageTextDefaults[key].text },
    });
  });
  deps.publicCache.invalidate('page-texts');
  return listPageTexts(deps);
}
