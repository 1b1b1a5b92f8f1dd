// The catalogue a new site starts with, as Axel indexes it, for the tests that search it.
import type { RuleCard } from '../../common/rules/rules-catalogue';
import { indexCatalogue } from '../features/axel/retrieval/catalogue-index';
import { starterRulesCatalogue } from '../features/rules/starter-catalogue';

export const starterCatalogue = indexCatalogue(starterRulesCatalogue);

/** Every card of the starter catalogue, in its order. */
export const starterCards = starterRulesCatalogue.tabs.flatMap((tab) => tab.cards);

export function starterCard(id: string): RuleCard {
  const card = starterCatalogue.cards.get(id);
  if (!card) throw new Error(`no rule card ${id}`);
  return card;
}
