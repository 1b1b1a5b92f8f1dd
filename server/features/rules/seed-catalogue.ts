// Writes the starter catalogue into a database that never had one: a new site, or one that ran an
// older version whose catalogue was built into the code. A club that later empties its catalogue
// keeps it empty.
import type { RulesCatalogue } from '../../../common/rules/rules-catalogue';
import type { Database } from '../../db/database';
import {
  ruleCards,
  ruleCatalogueSeed,
  ruleDeadlines,
  ruleTabs,
} from '../../db/schema/rules-schema';
import { starterRulesCatalogue } from './starter-catalogue';

/** Returns true when this call wrote the starter catalogue. */
export async function seedRulesCatalogue(
  db: Database,
  catalogue: RulesCatalogue = starterRulesCatalogue,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together: the first inserts the mark, the others wait for it and stop.
    const marked = await tx.insert(ruleCatalogueSeed).values({}).onConflictDoNothing().returning();
    if (marked.length === 0) return false;
    if (catalogue.tabs.length > 0) {
      await tx.insert(ruleTabs).values(
        catalogue.tabs.map(({ id, label, description }, index) => ({
          slug: id,
          label,
          description,
          sortOrder: index + 1,
        })),
      );
    }
    const cards = catalogue.tabs.flatMap((tab) =>
      tab.cards.map(({ id, title, priority, requirements }, index) => ({
        slug: id,
        tab: tab.id,
        title,
        priority,
        checklist: requirements.join('\n'),
        sortOrder: index + 1,
      })),
    );
    if (cards.length > 0) await tx.insert(ruleCards).values(cards);
    if (catalogue.deadlines.length > 0) {
      await tx
        .insert(ruleDeadlines)
        .values(
          catalogue.deadlines.map((deadline, index) => ({ ...deadline, sortOrder: index + 1 })),
        );
    }
    return true;
  });
}
