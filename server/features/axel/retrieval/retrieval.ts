// Axel's grounding: the catalogue's cards (an index built once for each edit) and the clauses of the
// uploaded rulebook (an index of both, built when the document is first asked about), searched by
// their words and, with an embeddings model, by their meaning. The best sources go to the model.
import type { FastifyBaseLogger } from 'fastify';
import type { RuleCard, RulesCatalogue } from '../../../../common/rules/rules-catalogue';
import type { Database } from '../../../db/database';
import { currentRulebook, type Rulebook } from '../rulebook/rulebook-index';
import type { CatalogueIndex } from './catalogue-index';
import type { Embedder } from './embeddings/embedder';
import { searchSemantically } from './embeddings/semantic-search';
import { type LexicalMatch, searchLexically, searchRelevant } from './lexical-index';
import { fuseByRank } from './rank-fusion';
import { type AxelSource, cardSource } from './sources';

/** How many sources one answer is grounded on. */
export const RETRIEVED_SOURCES = 5;

type ScoredCard = Omit<LexicalMatch, 'id'> & { card: RuleCard };

const withCards = (catalogue: CatalogueIndex, matches: LexicalMatch[]): ScoredCard[] =>
  matches.flatMap(({ id, ...match }) => {
    const card = catalogue.cards.get(id);
    return card ? [{ card, ...match }] : [];
  });

/** The catalogue cards that answer a question, best first: none for one they do not cover. */
export function searchRuleCards(
  catalogue: CatalogueIndex,
  question: string,
  limit = RETRIEVED_SOURCES,
): RuleCard[] {
  return withCards(catalogue, searchRelevant(catalogue.index, question))
    .slice(0, limit)
    .map(({ card }) => card);
}

/** Every card that matches `text` at all, with how well, best first. */
export function scoredMatches(catalogue: CatalogueIndex, text: string): ScoredCard[] {
  return withCards(catalogue, searchLexically(catalogue.index, text));
}

/**
 * What searching needs: the database, the catalogue as admins last edited it, and the embeddings'
 * model when one is configured.
 */
export interface RetrievalContext {
  db: Database;
  readCatalogue: () => Promise<RulesCatalogue>;
  embedder?: Embedder;
  log: FastifyBaseLogger;
}

/** How many of each search's best are fused: enough for a source one search ranks low. */
export const CANDIDATES = 20;

/**
 * The sources that best answer a question, best first: cards and rulebook clauses, found by their
 * words and, with an embeddings model, by their meaning too, the two rankings fused by rank.
 */
async function searchSources(
  context: RetrievalContext,
  catalogue: CatalogueIndex,
  rulebook: Rulebook | undefined,
  question: string,
  limit = RETRIEVED_SOURCES,
): Promise<AxelSource[]> {
  const lexical = rankSources(catalogue, question, rulebook, CANDIDATES);
  const { embedder } = context;
  if (!embedder) return lexical.slice(0, limit);
  const semantic = await searchSemantically(
    { ...context, embedder },
    rulebook?.sources ?? catalogue.sources,
    question,
    CANDIDATES,
  ).catch((error: unknown) => {
    context.log.warn({ err: error }, 'Axel searched without embeddings');
    return undefined;
  });
  return (semantic ? fuseByRank([lexical, semantic], (source) => source.id) : lexical).slice(
    0,
    limit,
  );
}

/** The cards and, with a rulebook, its clauses that match a question's words, best first. */
export function rankSources(
  catalogue: CatalogueIndex,
  question: string,
  rulebook: Rulebook | undefined,
  limit = RETRIEVED_SOURCES,
): AxelSource[] {
  return rulebook
    ? rulebook.search(question, limit)
    : searchRuleCards(catalogue, question, limit).map(cardSource);
}

/**
 * The sources for a question. A follow-up ("and who tests them?") often names nothing, so the best
 * source of the question before takes the last place when the question's own do not include it.
 */
export async function retrieveSources(
  context: RetrievalContext,
  catalogue: CatalogueIndex,
  question: string,
  previousQuestion: string | undefined,
): Promise<AxelSource[]> {
  // A rulebook that cannot be read now (the database briefly down) leaves the catalogue.
  const rulebook = await currentRulebook(context.db, catalogue).catch((error: unknown) => {
    context.log.warn({ err: error }, 'Axel searched without the rulebook');
    return undefined;
  });
  const [found, [previous] = []] = await Promise.all([
    searchSources(context, catalogue, rulebook, question),
    previousQuestion ? searchSources(context, catalogue, rulebook, previousQuestion, 1) : [],
  ]);
  if (!previous || found.some((source) => source.id === previous.id)) return found;
  return [...found.slice(0, RETRIEVED_SOURCES - 1), previous];
}
