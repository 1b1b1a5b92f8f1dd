// A card names its tab by the tab's address: a card may only be in a tab that exists, and a tab
// with cards may not be deleted, so that no card ever drops out of /rules unseen.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ruleCards, ruleTabs } from '../../db/schema/rules-schema';
import { AppError } from '../../http/app-error';

type Reader = Pick<Database, 'select'>;

export async function cardTabRefusal(tx: Reader, card: Record<string, unknown>) {
  // Locked until the card's change commits: a tab deleted meanwhile waits, then counts the card.
  const [tab] = await tx
    .select({ slug: ruleTabs.slug })
    .from(ruleTabs)
    .where(eq(ruleTabs.slug, String(card.tab)))
    .for('key share');
  if (!tab) throw new AppError(400, 'Tab must be one of the catalogue’s tabs');
}

export async function tabInUseRefusal(tx: Reader, tab: Record<string, unknown>) {
  const [cards] = await tx
    .select({ count: count() })
    .from(ruleCards)
    .where(eq(ruleCards.tab, String(tab.slug)));
  if (cards && cards.count > 0) {
    throw new AppError(
      409,
      'This tab still has cards: move them to another tab or delete them first',
    );
  }
}
