// Page texts that admins have rewritten: read through the public cache, written with an audit row
// that keeps the text as the change left it, for History.
import { eq, sql } from 'drizzle-orm';
import {
  isPageTextKey,
  type PageTextKey,
  type PageTextOverrides,
  pageTextDefaults,
} from '../../../common/club/page-texts';
import { pageTexts } from '../../db/schema/site-schema';
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
export function savePageText(deps: PageTextDeps, actor: Actor, key: PageTextKey, text: string) {
  return writePageText(deps, actor, key, text, 'update');
}

/** Returns a key to its built-in text. */
export function resetPageText(deps: PageTextDeps, actor: Actor, key: PageTextKey) {
  return writePageText(deps, actor, key, null, 'reset');
}

/** Brings back a text a key once showed: the built-in one is kept as no text of the admins'. */
export function restorePageText(deps: PageTextDeps, actor: Actor, key: PageTextKey, text: string) {
  const own = text === pageTextDefaults[key].text ? null : text;
  return writePageText(deps, actor, key, own, 'restore');
}

/** Stores an admin's text for a key, or none (null) so that the built-in one shows. */
async function writePageText(
  deps: PageTextDeps,
  actor: Actor,
  key: PageTextKey,
  text: string | null,
  action: 'update' | 'reset' | 'restore',
): Promise<PageTextOverrides> {
  const builtIn = pageTextDefaults[key].text;
  await deps.db.transaction(async (tx) => {
    // A key with no row yet has nothing to lock: two first saves (on any instances) take turns, so
    // that the second records the first one's text as its "before".
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`page-text:${key}`}))`);
    const [before] = await tx.select().from(pageTexts).where(eq(pageTexts.key, key));
    if (text === null) {
      await tx.delete(pageTexts).where(eq(pageTexts.key, key));
    } else {
      await tx
        .insert(pageTexts)
        .values({ key, text, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: pageTexts.key,
          set: { text, updatedBy: actor.id, updatedAt: new Date() },
        });
    }
    // Records nothing when the text shown stays the same.
    await recordVersion(tx, actor, {
      action,
      entity: 'page-text',
      entityId: key,
      before: { text: before?.text ?? builtIn },
      after: { text: text ?? builtIn },
    });
  });
  deps.publicCache.invalidate('page-texts');
  return listPageTexts(deps);
}
