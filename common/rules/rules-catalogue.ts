// The rules catalogue of the public /rules page: tabs of cards, each card a titled checklist with a
// priority, and the deadlines of its quick reference. Admins edit it in the website editor (decision
// 48); Axel, the AI assistant, searches its cards, so each requirement names its subject and stands
// on its own.
import { z } from 'zod';
import { RULES_PATH } from './rules-paths';

export { RULES_API_PATH, RULES_PATH } from './rules-paths';

export const rulePriorities = ['critical', 'high', 'medium'] as const;
export type RulePriority = (typeof rulePriorities)[number];

export const priorityMeanings: Record<RulePriority, string> = {
  critical: 'Must pass inspection',
  high: 'Important for competition',
  medium: 'Design optimization',
};

export const ruleCardSchema = z.object({
  /** The card's address on /rules (`#<id>`), kept when the card is renamed. */
  id: z.string(),
  title: z.string(),
  priority: z.enum(rulePriorities),
  requirements: z.array(z.string()),
});
export type RuleCard = z.infer<typeof ruleCardSchema>;

export const ruleTabSchema = z.object({
  /** The tab's address on /rules (`?tab=<id>`), kept when the tab is renamed. */
  id: z.string(),
  label: z.string(),
  description: z.string(),
  cards: z.array(ruleCardSchema),
});
export type RuleTab = z.infer<typeof ruleTabSchema>;

export const rulesCatalogueSchema = z.object({
  tabs: z.array(ruleTabSchema),
  deadlines: z.array(z.object({ name: z.string(), date: z.string() })),
});
export type RulesCatalogue = z.infer<typeof rulesCatalogueSchema>;

/**
 * The ids the /rules page gives its own elements: a card, whose id is its address, may not take one.
 * A card's heading is `<id>--title`, which no address can be (they never hold two dashes in a row).
 */
export const RULES_PAGE_IDS = ['root', 'page-data', 'mobile-menu', 'quick-reference-heading'];
export const ruleCardTitleId = (cardId: string) => `${cardId}--title`;

/** A card's checklist as stored and edited, a requirement a line, as the list it shows. */
export const checklistLines = (checklist: string) =>
  checklist
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The tab a /rules address names with `?tab=`, else the first: each tab has an address. */
export function ruleTabOf(catalogue: RulesCatalogue, search: string): RuleTab | undefined {
  const named = new URLSearchParams(search).get('tab');
  return catalogue.tabs.find((tab) => tab.id === named) ?? catalogue.tabs[0];
}

/** The address of a tab; the first one's is the page's own. */
export const ruleTabPath = (catalogue: RulesCatalogue, tabId: string) =>
  tabId === catalogue.tabs[0]?.id ? RULES_PATH : `${RULES_PATH}?tab=${encodeURIComponent(tabId)}`;

/** The tab that holds the card with this id (the /rules URL hash), if any. */
export const tabOfCard = (catalogue: RulesCatalogue, cardId: string) =>
  catalogue.tabs.find((tab) => tab.cards.some((card) => card.id === cardId));
