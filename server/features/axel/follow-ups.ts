// Axel's suggested follow-up questions come from the catalogue, not from the model: they cost no
// tokens, cannot drift off topic, and work without a language model (decision 21).
import { type RuleSection, sectionsOfCategory } from '../../../common/rules-catalogue';

const MAX_SUGGESTIONS = 3;

// The card's title as written, quoted: lowercased, "about inspection process" reads badly.
const questionAbout = (card: RuleSection) => `What do the rules say about “${card.title}”?`;

/**
 * Up to three questions about the retrieved cards the answer did not cite, then about the other
 * cards of the best card's category; none about a card already cited.
 */
export function suggestFollowUps(retrieved: RuleSection[], citedIds: string[]): string[] {
  const [best] = retrieved;
  const candidates = [...retrieved, ...(best ? sectionsOfCategory(best.category) : [])];
  const seen = new Set(citedIds);
  const suggestions: string[] = [];
  for (const card of candidates) {
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    suggestions.push(questionAbout(card));
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}
