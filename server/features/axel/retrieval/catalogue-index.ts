// Axel's index of the rules catalogue: each card as the search reads it (the title, then the
// requirement lines and the tab's label) and as the model reads it. Built once for each catalogue
// object: the public cache keeps one until an admin edits the catalogue, on any instance.
import type { RuleCard, RulesCatalogue } from '../../../../common/rules/rules-catalogue';
import { createLexicalIndex, type LexicalIndex, type SearchableText } from './lexical-index';
import { type AxelSource, cardSource } from './sources';

export interface CatalogueIndex {
  cards: ReadonlyMap<string, RuleCard>;
  /** Every card as Axel cites it, in the catalogue's order. */
  sources: AxelSource[];
  texts: SearchableText[];
  index: LexicalIndex;
}

const built = new WeakMap<RulesCatalogue, CatalogueIndex>();

export function indexCatalogue(catalogue: RulesCatalogue): CatalogueIndex {
  const known = built.get(catalogue);
  if (known) return known;
  const cards = catalogue.tabs.flatMap((tab) => tab.cards.map((card) => ({ tab, card })));
  const texts = cards.map(({ tab, card }) => ({
    id: card.id,
    title: card.title,
    body: `${card.requirements.join('\n')}\n${tab.label}`,
  }));
  const index: CatalogueIndex = {
    cards: new Map(cards.map(({ card }) => [card.id, card])),
    sources: cards.map(({ card }) => cardSource(card)),
    texts,
    index: createLexicalIndex(texts),
  };
  built.set(catalogue, index);
  return index;
}
