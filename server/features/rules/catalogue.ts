// The rules catalogue as /rules, GET /api/rules and Axel read it: the stored tabs in order, each with
// its cards in order, and the quick reference's deadlines. Served from memory until an admin edits
// it, and read again each minute should an edit's notice be lost: a read that finds it unchanged
// answers the same object, so that Axel's indexes of it are built once per edit.
import { asc, sql } from 'drizzle-orm';
import { checklistLines, type RulesCatalogue } from '../../../common/rules/rules-catalogue';
import type { Database } from '../../db/database';
import { ruleCards, ruleDeadlines, ruleTabs } from '../../db/schema/rules-schema';
import type { Deps } from '../../deps';

export const ruleTabOrder = [asc(ruleTabs.sortOrder), asc(ruleTabs.label)];
/** By their tab's place, then their own: the editor lists them as /rules shows them. */
export const ruleCardOrder = [
  asc(
    sql`(select ${ruleTabs.sortOrder} from ${ruleTabs} where ${ruleTabs.slug} = ${ruleCards.tab})`,
  ),
  asc(ruleCards.sortOrder),
  asc(ruleCards.title),
];
export const ruleDeadlineOrder = [asc(ruleDeadlines.sortOrder), asc(ruleDeadlines.name)];

export function readRulesCatalogue({ db, publicCache }: Pick<Deps, 'db' | 'publicCache'>) {
  return publicCache.get('rules', () => loadRulesCatalogue(db));
}

/** Per database (the tests run several apps): the catalogue last read, and its JSON. */
const lastRead = new WeakMap<Database, { json: string; catalogue: RulesCatalogue }>();

async function loadRulesCatalogue(db: Database): Promise<RulesCatalogue> {
  const catalogue = await readStoredCatalogue(db);
  const json = JSON.stringify(catalogue);
  const last = lastRead.get(db);
  if (last?.json === json) return last.catalogue;
  lastRead.set(db, { json, catalogue });
  return catalogue;
}

async function readStoredCatalogue(db: Database): Promise<RulesCatalogue> {
  const [tabs, cards, deadlines] = await Promise.all([
    db
      .select()
      .from(ruleTabs)
      .orderBy(...ruleTabOrder),
    db
      .select()
      .from(ruleCards)
      .orderBy(...ruleCardOrder),
    db
      .select({ name: ruleDeadlines.name, date: ruleDeadlines.date })
      .from(ruleDeadlines)
      .orderBy(...ruleDeadlineOrder),
  ]);
  return {
    tabs: tabs.map((tab) => ({
      id: tab.slug,
      label: tab.label,
      description: tab.description,
      cards: cards
        .filter((card) => card.tab === tab.slug)
        .map((card) => ({
          id: card.slug,
          title: card.title,
          priority: card.priority,
          requirements: checklistLines(card.checklist),
        })),
    })),
    deadlines,
  };
}
