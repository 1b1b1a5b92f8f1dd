// Axel's suggested follow-up questions come from the catalogue, not from the model: they cost no
// tokens, cannot drift off topic, and work without a language model (decision 21). They are about
// the cards that match the question, or the topics of the answer's sources, well: with two of
// their words or one in the card's title, never a card the answer used, and never the weak
// matches that share one common word ("points" is in the cost event's card and the towing rules').
import type { RuleCard } from '../../../common/rules/rules-catalogue';
import type { CatalogueIndex } from './retrieval/catalogue-index';
import { scoredMatches } from './retrieval/retrieval';
import type { AxelSource } from './retrieval/sources';

const MAX_SUGGESTIONS = 3;
/** A match below this score shares a common word or two with the text, not its subject. */
const MIN_SCORE = 5;

// The card's title as written, quoted: lowercased, "about inspection process" reads badly.
const questionAbout = (card: RuleCard) => `What do the rules say about “${card.title}”?`;

/** Up to three questions about the cards related to the question and to its sources, best first. */
export function suggestFollowUps(
  catalogue: CatalogueIndex,
  question: string,
  sources: AxelSource[],
): string[] {
  const used = new Set(sources.map((source) => source.id));
  const related = [question, ...sources.map((source) => source.topic)]
    .flatMap((text) => scoredMatches(catalogue, text))
    .filter(
      ({ card, score, words, inTitle }) =>
        score >= MIN_SCORE && (words >= 2 || inTitle) && !used.has(card.id),
    )
    .sort((a, b) => b.score - a.score);
  const cards = [...new Map(related.map(({ card }) => [card.id, card])).values()];
  return cards.slice(0, MAX_SUGGESTIONS).map(questionAbout);
}
