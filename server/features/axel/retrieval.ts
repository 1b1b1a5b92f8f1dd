// Axel's grounding: the catalogue's cards (an index built once at start) and the clauses of the
// uploaded rulebook (an index of both, built when the document is first asked about), searched by
// their words and, with an embeddings model, by their meaning. The best sources go to the model.
import type { FastifyBaseLogger } from 'fastify';
import { findRuleSection, type RuleSection, ruleSections } from '../../../common/rules-catalogue';
import type { Database } from '../../db/client';
import { catalogueTexts } from './catalogue-texts';
import type { Embedder } from './embeddings/embedder';
import { searchSemantically } from './embeddings/semantic-search';
import {
  createLexicalIndex,
  type LexicalMatch,
  searchLexically,
  searchRelevant,
} from './lexical-index';
import { fuseByRank } from './rank-fusion';
import { currentRulebook, type Rulebook } from './rulebook/rulebook-index';
import { type AxelSource, cardSource } from './sources';

/** How many sources one answer is grounded on. */
export const RETRIEVED_SOURCES = 5;

const catalogueIndex = createLexicalIndex(catalogueTexts);

type ScoredCard = Omit<LexicalMatch, 'id'> & { card: RuleSection };

const withCards = (matches: LexicalMatch[]): ScoredCard[] =>
  matches.flatMap(({ id, ...match }) => {
    const card = findRuleSection(id);
    return card ? [{ card, ...match }] : [];
  });

/** The catalogue cards that answer a question, best first: none for one they do not cover. */
export function searchRuleSections(question: string, limit = RETRIEVED_SOURCES): RuleSection[] {
  return withCards(searchRelevant(catalogueIndex, question))
    .slice(0, limit)
    .map(({ card }) => card);
}

/** Every card that matches `text` at all, with how well, best first. */
export function scoredMatches(text: string): ScoredCard[] {
  return withCards(searchLexically(catalogueIndex, text));
}

/** What searching needs: the database, and the embeddings' model when one is configured. */
export interface RetrievalContext {
  db: Database;
  embedder?: Embedder;
  log: FastifyBaseLogger;
}

/** How many of each search's best are fused: enough for a source one search ranks low. */
export const CANDIDATES = 20;

const catalogueSources = ruleSections.map(cardSource);

/**
 * The sources that best answer a question, best first: cards and rulebook clauses, found by their
 * words and, with an embeddings model, by their meaning too, the two rankings fused by rank.
 */
async function searchSources(
  context: RetrievalContext,
  rulebook: Rulebook | undefined,
  question: string,
  limit = RETRIEVED_SOURCES,
): Promise<AxelSource[]> {
  const lexical = rankSources(question, rulebook, CANDIDATES);
  const { embedder } = context;
  if (!embedder) return lexical.slice(0, limit);
  const semantic = await searchSemantically(
    { ...context, embedder },
    rulebook?.documentPath ?? 'catalogue',
    rulebook?.sources ?? catalogueSources,
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
  question: string,
  rulebook: Rulebook | undefined,
  limit = RETRIEVED_SOURCES,
): AxelSource[] {
  return rulebook
    ? rulebook.search(question, limit)
    : searchRuleSections(question, limit).map(cardSource);
}

/**
 * The sources for a question. A follow-up ("and who tests them?") often names nothing, so the best
 * source of the question before takes the last place when the question's own do not include it.
 */
export async function retrieveSources(
  context: RetrievalContext,
  question: string,
  previousQuestion: string | undefined,
): Promise<AxelSource[]> {
  // A rulebook that cannot be read now (the database briefly down) leaves the catalogue.
  const rulebook = await currentRulebook(context.db).catch((error: unknown) => {
    context.log.warn({ err: error }, 'Axel searched without the rulebook');
    return undefined;
  });
  const [found, [previous] = []] = await Promise.all([
    searchSources(context, rulebook, question),
    previousQuestion ? searchSources(context, rulebook, previousQuestion, 1) : [],
  ]);
  if (!previous || found.some((source) => source.id === previous.id)) return found;
  return [...found.slice(0, RETRIEVED_SOURCES - 1), previous];
}
