// npm run bench:axel: how well Axel's retrieval finds the sources that answer designers' questions.
// It asks the question sets of bench/axel-retrieval/ (the catalogue's, a held-out one written apart,
// and the test rulebook's, over the PDF the tests make and read) and prints hit@1, hit@4 and the
// mean reciprocal rank: lexically, with the rulebook as Axel searches, and hybrid (fused with the
// embeddings of AI_EMBEDDING_MODEL at AI_BASE_URL) when one is given. Then how many questions no
// rule answers find no source, as they should; `--scores` shows how the questions' relevance lies
// around MIN_RELEVANCE, the least a question needs to be answered from the rules.
import { indexCatalogue } from '../server/features/axel/retrieval/catalogue-index';
import {
  createEmbedder,
  type Embedder,
} from '../server/features/axel/retrieval/embeddings/embedder';
import { embeddingText } from '../server/features/axel/retrieval/embeddings/semantic-search';
import { rankBySimilarity } from '../server/features/axel/retrieval/embeddings/similarity';
import {
  createLexicalIndex,
  type LexicalIndex,
  MIN_RELEVANCE,
  relevanceOf,
  searchLexically,
} from '../server/features/axel/retrieval/lexical-index';
import { fuseByRank } from '../server/features/axel/retrieval/rank-fusion';
import {
  CANDIDATES,
  rankSources,
  searchRuleCards,
} from '../server/features/axel/retrieval/retrieval';
import type { RulebookClause } from '../server/features/axel/retrieval/sources';
import { readRulebookPdf } from '../server/features/axel/rulebook/read-pdf';
import {
  indexClauses,
  type Rulebook,
  rulebookTexts,
} from '../server/features/axel/rulebook/rulebook-index';
import { starterRulesCatalogue } from '../server/features/rules/starter-catalogue';
import { makeRulebookPdf } from '../server/test/rulebook/make-rulebook-pdf';
import { testRulebook } from '../server/test/rulebook/test-rulebook-content';
import { catalogueQuestions } from './axel-retrieval/catalogue-questions';
import { heldOutCatalogueQuestions } from './axel-retrieval/held-out-questions';
import { offTopicQuestions } from './axel-retrieval/off-topic-questions';
import type { RetrievalQuestion } from './axel-retrieval/question-set';
import { describeMargin, measureNoSource, relevanceMargin } from './axel-retrieval/relevance';
import { rulebookQuestions } from './axel-retrieval/rulebook-questions';

/** How deep a rank counts for the reciprocal rank: past it, a question scores 0. */
const DEPTH = 10;
/** The catalogue's goals: hit@4 and hit@1, lexically. */
const GOALS = { hit4: 0.95, hit1: 0.85 };

type Search = (question: string) => string[];

interface Figures {
  hit1: number;
  hit4: number;
  mrr: number;
  misses: RetrievalQuestion[];
  /** Found in the first four, but not first. */
  notFirst: RetrievalQuestion[];
}

function measure(questions: RetrievalQuestion[], search: Search): Figures {
  let hit1 = 0;
  let hit4 = 0;
  let reciprocal = 0;
  const misses: RetrievalQuestion[] = [];
  const notFirst: RetrievalQuestion[] = [];
  for (const question of questions) {
    const ids = search(question.question);
    const rank = ids.findIndex((id) => question.answers.includes(id)) + 1;
    if (rank === 1) hit1++;
    if (rank >= 1 && rank <= 4) hit4++;
    else misses.push(question);
    if (rank > 1 && rank <= 4) notFirst.push(question);
    if (rank >= 1) reciprocal += 1 / rank;
  }
  const n = questions.length;
  return { hit1: hit1 / n, hit4: hit4 / n, mrr: reciprocal / n, misses, notFirst };
}

/** Lexical and embedding rankings fused as Axel fuses them with AI_EMBEDDING_MODEL. */
async function hybridSearch(embedder: Embedder, withRulebook: Rulebook | undefined) {
  const sources = withRulebook?.sources ?? catalogue.sources;
  const vectors = await embedder.embed(sources.map(embeddingText));
  const items = sources.map((item, i) => ({ item, vector: vectors[i] ?? [] }));
  return async (question: string) => {
    const [query = []] = await embedder.embed([question]);
    const semantic = rankBySimilarity(query, items, CANDIDATES);
    const lexical = rankSources(catalogue, question, withRulebook, CANDIDATES);
    return fuseByRank([lexical, semantic], (source) => source.id).map((source) => source.id);
  };
}

async function measureAsync(
  questions: RetrievalQuestion[],
  search: (question: string) => Promise<string[]>,
): Promise<Figures> {
  const ranked = new Map<string, string[]>();
  for (const { question } of questions) ranked.set(question, await search(question));
  return measure(questions, (question) => ranked.get(question) ?? []);
}

/** The questions were written for the catalogue a new site starts with. */
const catalogue = indexCatalogue(starterRulesCatalogue);

const cardsLexically: Search = (question) =>
  searchRuleCards(catalogue, question, DEPTH).map((card) => card.id);

async function testRulebookClauses(): Promise<RulebookClause[]> {
  const { split } = await readRulebookPdf(await makeRulebookPdf(testRulebook));
  if (split.outcome !== 'read') throw new Error(`The test rulebook gave ${split.outcome}`);
  console.log(`Test rulebook: ${split.clauses.length} clauses read from its PDF.\n`);
  return split.clauses;
}

const format = (value: number) => value.toFixed(3);

function row(label: string, count: number, figures: Figures) {
  return `${label.padEnd(44)} ${String(count).padStart(3)}  ${format(figures.hit1)}  ${format(
    figures.hit4,
  )}  ${format(figures.mrr)}`;
}

const clauses = await testRulebookClauses();
const rulebook = indexClauses(catalogue, '/uploads/documents/test/rulebook.pdf', clauses);
const withRulebook: Search = (question) =>
  rankSources(catalogue, question, rulebook, DEPTH).map((source) => source.id);
const runs: { label: string; questions: RetrievalQuestion[]; search: Search }[] = [
  { label: 'Catalogue, lexical', questions: catalogueQuestions, search: cardsLexically },
  {
    label: 'Catalogue held out, lexical',
    questions: heldOutCatalogueQuestions,
    search: cardsLexically,
  },
  // Axel's search once the rulebook is uploaded: cards and clauses in one index.
  {
    label: 'Rulebook, lexical with the catalogue',
    questions: rulebookQuestions,
    search: withRulebook,
  },
  // Only the card counts as an answer here, though a clause may answer as well.
  {
    label: 'Catalogue, lexical with the rulebook',
    questions: catalogueQuestions,
    search: withRulebook,
  },
];

console.log(`${'Question set, search'.padEnd(44)}   n  hit@1  hit@4  MRR`);
const results = runs.map((run) => ({ ...run, figures: measure(run.questions, run.search) }));
for (const { label, questions, figures } of results)
  console.log(row(label, questions.length, figures));

// A question whose best match is below MIN_RELEVANCE finds nothing: one no rule answers should.
console.log(`\n${`Off topic (MIN_RELEVANCE ${MIN_RELEVANCE}), search`.padEnd(44)}   n  no source`);
const offTopic = [
  { label: 'Off topic, lexical', search: cardsLexically },
  { label: 'Off topic, lexical with the rulebook', search: withRulebook },
].map((run) => ({ ...run, figures: measureNoSource(offTopicQuestions, run.search) }));
for (const { label, figures } of offTopic) {
  console.log(
    `${label.padEnd(44)} ${String(offTopicQuestions.length).padStart(3)}  ${format(figures.none)}`,
  );
}
const embedder = await createEmbedder({
  provider: 'openai-compatible',
  baseUrl: process.env.AI_BASE_URL,
  apiKey: process.env.AI_API_KEY,
  model: undefined,
  embeddingModel: process.env.AI_EMBEDDING_MODEL,
  dailyTokens: 0,
});
if (embedder) {
  console.log(`\nHybrid: lexical fused with the embeddings of ${embedder.name}`);
  const hybrid = await hybridSearch(embedder, rulebook);
  const catalogueHybrid = await hybridSearch(embedder, undefined);
  for (const [label, questions, search] of [
    ['Catalogue, hybrid', catalogueQuestions, catalogueHybrid],
    ['Catalogue held out, hybrid', heldOutCatalogueQuestions, catalogueHybrid],
    ['Rulebook, hybrid with the catalogue', rulebookQuestions, hybrid],
  ] as const) {
    console.log(row(label, questions.length, await measureAsync(questions, search)));
  }
} else {
  console.log(
    '\nHybrid (lexical fused with embeddings): not measured: set AI_BASE_URL and ' +
      'AI_EMBEDDING_MODEL (an OpenAI-compatible /embeddings) to measure it.',
  );
}

if (process.argv.includes('--misses')) {
  // The held-out set stays unseen: its misses would only invite tuning to it.
  for (const { label, figures } of results.filter(
    (run) => run.questions !== heldOutCatalogueQuestions,
  )) {
    console.log(`\n${label}: missed in the first four`);
    for (const miss of figures.misses)
      console.log(`  ${miss.question}  →  ${miss.answers.join(', ')}`);
  }
  for (const { label, figures } of offTopic) {
    console.log(`\n${label}: found a source`);
    for (const found of figures.found) console.log(`  ${found}`);
  }
}

if (process.argv.includes('--scores')) {
  // The relevance of each question before MIN_RELEVANCE cuts; the held-out set aside.
  const rankIn = (index: LexicalIndex) => (question: string) => {
    const matches = searchLexically(index, question);
    return { ids: matches.map(({ id }) => id), relevance: relevanceOf(index, matches) };
  };
  const catalogueRanks = rankIn(catalogue.index);
  const rulebookRanks = rankIn(createLexicalIndex(rulebookTexts(catalogue, clauses)));
  console.log(
    `\nRelevance (MIN_RELEVANCE ${MIN_RELEVANCE}), a right source within the first ${DEPTH}`,
  );
  console.log(
    describeMargin(
      'Catalogue, lexical',
      relevanceMargin(catalogueQuestions, offTopicQuestions, catalogueRanks, DEPTH),
    ),
  );
  console.log(
    describeMargin(
      'Rulebook and catalogue questions, lexical with the rulebook',
      relevanceMargin(
        [...rulebookQuestions, ...catalogueQuestions],
        offTopicQuestions,
        rulebookRanks,
        DEPTH,
      ),
    ),
  );
}

const catalogueFigures = results[0]?.figures;
if (!catalogueFigures || catalogueFigures.hit4 < GOALS.hit4 || catalogueFigures.hit1 < GOALS.hit1) {
  console.log(`\nThe catalogue misses its goals: hit@4 ≥ ${GOALS.hit4}, hit@1 ≥ ${GOALS.hit1}.`);
  process.exitCode = 1;
}
