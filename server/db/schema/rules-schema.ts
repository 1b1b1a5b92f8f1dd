// The tables of the rules catalogue of /rules (decision 48): its tabs, the cards in each tab, and
// the deadlines of its quick reference. Axel answers from the cards, so an edit reaches its search.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { type RulePriority, rulePriorities } from '../../../common/rules/rules-catalogue';

const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const ruleTabs = pgTable('rule_tabs', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The tab's address (`/rules?tab=<slug>`): made from its first label and kept when renamed. */
  slug: text('slug').notNull().unique(),
  label: text('label').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const ruleCards = pgTable(
  'rule_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The card's address (`/rules#<slug>`), which Axel cites: kept when the card is renamed. */
    slug: text('slug').notNull().unique(),
    /** The slug of the tab that shows the card. */
    tab: text('tab').notNull(),
    title: text('title').notNull(),
    priority: text('priority').$type<RulePriority>().notNull(),
    /** The checklist, a requirement on each line. */
    checklist: text('checklist').notNull(),
    /** The order within the card's tab. */
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('rule_cards_tab_idx').on(table.tab, table.sortOrder),
    check('rule_cards_priority_check', sql`${table.priority} in (${oneOf(rulePriorities)})`),
  ],
);

export const ruleDeadlines = pgTable('rule_deadlines', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** As the quick reference shows it: "Feb 16", "During competition week". */
  date: text('date').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * One row once the starter catalogue has been written, so that a club that empties its catalogue
 * does not get the starter back at the next start.
 */
export const ruleCatalogueSeed = pgTable('rule_catalogue_seed', {
  id: integer('id').primaryKey().default(1),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
