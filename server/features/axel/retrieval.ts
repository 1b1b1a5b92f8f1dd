// Axel's grounding: a MiniSearch index over the rules catalogue cards (titles and requirement
// lines), built once at start. The best cards, with their ids, go to the model.
import MiniSearch from 'minisearch';
import {
  findRuleSection,
  type RuleSection,
  ruleCategories,
  ruleSections,
} from '../../../common/rules-catalogue';

/** How many cards one answer is grounded on. */
export const RETRIEVED_CARDS = 4;

// Words that say nothing about a rule; left in, they would match every card.
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its may me must my of on ' +
    'or our should so that the their them then there these this to up us was we what when where ' +
    'which who why will with you your about any need needs have has per than'
  ).split(' '),
);

/** A light stemmer, applied to the cards and the questions alike: "welds" and "welding" meet. */
function normalise(term: string): string | null {
  const word = term.toLowerCase();
  if (STOP_WORDS.has(word)) return null;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('es') && !word.endsWith('sses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const categoryLabels = new Map<string, string>(ruleCategories.map((c) => [c.id, c.label]));

const index = new MiniSearch<RuleSection & { requirementText: string; categoryLabel: string }>({
  fields: ['title', 'requirementText', 'categoryLabel'],
  processTerm: normalise,
  searchOptions: {
    boost: { title: 3, requirementText: 1, categoryLabel: 0.5 },
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    combineWith: 'OR',
  },
});
index.addAll(
  ruleSections.map((section) => ({
    ...section,
    requirementText: section.requirements.join('\n'),
    categoryLabel: categoryLabels.get(section.category) ?? '',
  })),
);

/** The catalogue cards that best match a question, best first. */
export function searchRuleSections(question: string, limit = RETRIEVED_CARDS): RuleSection[] {
  return index
    .search(question)
    .slice(0, limit)
    .flatMap((result) => findRuleSection(String(result.id)) ?? []);
}

/** Every card that matches `text` at all, with its score, best first. */
export function scoredMatches(text: string): { card: RuleSection; score: number }[] {
  return index.search(text).flatMap((result) => {
    const card = findRuleSection(String(result.id));
    return card ? [{ card, score: result.score }] : [];
  });
}
