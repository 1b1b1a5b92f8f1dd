// Axel's lexical search, the same for the catalogue's cards and the rulebook's clauses: MiniSearch
// (BM25) over a light stemmer, with the abbreviations and synonyms designers use, so that "hp" finds
// "horsepower" and "4130" finds "chromoly".
import MiniSearch from 'minisearch';

/** A text to search: its title counts more than its body. */
export interface SearchableText {
  id: string;
  title: string;
  body: string;
}

// Words that say nothing about a rule; left in, they would match every text ("car" is in most).
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its may me must my of on ' +
    'or our should so that the their them then there these this to up us was we what when where ' +
    'which who why will with you your about any need needs have has per than car cars'
  ).split(' '),
);

/** A light stemmer, applied to the texts and the questions alike: "welds" and "welding" meet. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('es') && !word.endsWith('sses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Words that mean the same thing: each stands for all of its group, in texts and questions. */
const SYNONYMS: string[][] = [
  ['hp', 'horsepower'],
  ['chromoly', 'chromemoly', 'cromoly', 'cromo', '4130'],
  ['mm', 'millimetre', 'millimeter'],
  ['kg', 'kilogram'],
  ['lb', 'lbs', 'pound'],
  ['tube', 'tubing'],
  ['weld', 'welding', 'welder'],
  ['gas', 'fuel', 'petrol', 'gasoline'],
  ['motor', 'engine'],
  ['tech', 'inspection', 'scrutineering'],
  ['enduro', 'endurance'],
  ['accel', 'acceleration'],
  ['reg', 'registration'],
  ['cam', 'camshaft'],
];

/** Abbreviations in a question, and the words the texts use for them. */
const ABBREVIATIONS: Record<string, string[]> = {
  od: ['outside', 'diameter'],
  cvt: ['continuously', 'variable', 'transmission'],
  kpi: ['key', 'performance', 'indicator'],
  fmea: ['failure', 'mode', 'effect', 'analysis'],
  dfmea: ['design', 'failure', 'mode', 'effect', 'analysis'],
  bom: ['bill', 'material'],
  icr: ['initial', 'cost', 'report'],
  fea: ['finite', 'element', 'analysis'],
  cad: ['computer', 'aided', 'design'],
  rpm: ['engine', 'speed'],
  estop: ['kill', 'switch'],
  rrh: ['rear', 'roll', 'hoop'],
  frh: ['front', 'roll', 'hoop'],
  susp: ['suspension'],
  pt: ['point'],
};

const synonymsOf = new Map<string, string[]>();
for (const group of SYNONYMS) {
  const stems = [...new Set(group.map(stem))];
  for (const word of stems) synonymsOf.set(word, stems);
}

/** A word of a text, as indexed: stemmed; none for a stop word. */
function indexTerm(term: string): string | null {
  const word = term.toLowerCase();
  return STOP_WORDS.has(word) ? null : stem(word);
}

/**
 * A word of a question: stemmed, with its synonyms, and an abbreviation with the words it stands
 * for. Only questions are expanded: a text's word expanded too would count several times over.
 */
function queryTerm(term: string): string[] | null {
  const stemmed = indexTerm(term);
  if (!stemmed) return null;
  const expansion = ABBREVIATIONS[term.toLowerCase()]?.map(stem) ?? [];
  return [...new Set([...(synonymsOf.get(stemmed) ?? [stemmed]), ...expansion])];
}

export type LexicalIndex = MiniSearch<SearchableText>;

export function createLexicalIndex(texts: SearchableText[]): LexicalIndex {
  const index = new MiniSearch<SearchableText>({
    fields: ['title', 'body'],
    processTerm: indexTerm,
    searchOptions: {
      processTerm: queryTerm,
      boost: { title: 3, body: 1 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(texts);
  return index;
}

export interface LexicalMatch {
  id: string;
  score: number;
  /** How many of the question's words the text has (a word's synonyms count as the word). */
  words: number;
  /** Whether the text's title has one of them. */
  inTitle: boolean;
}

/** The texts that match `query` at all, best first, with their scores. */
export function searchLexically(index: LexicalIndex, query: string): LexicalMatch[] {
  return index.search(query).map((result) => ({
    id: String(result.id),
    score: result.score,
    words: new Set(result.queryTerms.map((term) => synonymsOf.get(term)?.[0] ?? term)).size,
    inTitle: Object.values(result.match).some((fields) => fields.includes('title')),
  }));
}

/**
 * How well a question must match its best text to be answered at all, measured with
 * `npm run bench:axel` (decision 43). A question whose best match is weaker shares a word with the
 * rules but not their subject ("best pizza near campus" finds "near"), and is better answered with
 * no rule than with unrelated ones. In units of what a word that only one text has weighs in the
 * index (BM25's inverse document frequency): that weight grows with the number of texts, so one
 * threshold holds for the catalogue's cards alone and beside a rulebook's clauses.
 */
export const MIN_RELEVANCE = 1.46;

/** BM25's weight of a word that only one of the index's texts has, as MiniSearch computes it. */
const rareWordWeight = (index: LexicalIndex) =>
  Math.log(1 + (index.documentCount - 1 + 0.5) / (1 + 0.5));

/** How well the best of a question's matches (best first) matches it, in MIN_RELEVANCE's units. */
export const relevanceOf = (index: LexicalIndex, matches: LexicalMatch[]) =>
  (matches[0]?.score ?? 0) / rareWordWeight(index);

/** The texts that match `query`, best first; none when even the best is below MIN_RELEVANCE. */
export function searchRelevant(index: LexicalIndex, query: string): LexicalMatch[] {
  const matches = searchLexically(index, query);
  return relevanceOf(index, matches) >= MIN_RELEVANCE ? matches : [];
}
