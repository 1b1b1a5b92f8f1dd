// What every Axel answer shares: the question prepared for the model (cards found, system prompt,
// conversation) and the model's text turned into the answer the client shows.
import type { ModelMessage } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import {
  AXEL_HISTORY_MAX_TURNS,
  type AxelAnswer,
  type AxelHistoryTurn,
} from '../../../common/axel/axel';
import { citedIds, linkCitations } from '../../../common/axel/axel-citations';
import type { Database } from '../../db/database';
import { suggestFollowUps } from './follow-ups';
import type { AxelModel } from './model/language-model';
import type { ModelTimeLimits } from './model/time-limits';
import { buildMessages, buildSystemPrompt } from './prompt';
import { type CatalogueIndex, indexCatalogue } from './retrieval/catalogue-index';
import type { Embedder } from './retrieval/embeddings/embedder';
import { type RetrievalContext, retrieveSources } from './retrieval/retrieval';
import { type AxelSource, citationOf } from './retrieval/sources';

/** What answering needs from the running app. */
export interface AxelContext {
  db: Database;
  readCatalogue: RetrievalContext['readCatalogue'];
  /** The rules document's title, as the club's settings name it. */
  readRulesTitle: () => Promise<string>;
  log: FastifyBaseLogger;
  /** Undefined when AI_PROVIDER=none: Axel answers from the catalogue. */
  model: AxelModel | undefined;
  /** Undefined without AI_EMBEDDING_MODEL: the search is lexical only. */
  embedder?: Embedder;
  dailyTokens: number;
  /** MODEL_TIME_LIMITS unless a test wants less. */
  timeLimits?: ModelTimeLimits;
}

export interface AxelQuestion {
  userId: string;
  prompt: string;
  history: AxelHistoryTurn[];
}

export interface PreparedQuestion {
  /** The catalogue as it was when the question came, which the follow-ups come from too. */
  catalogue: CatalogueIndex;
  retrieved: AxelSource[];
  system: string;
  messages: ModelMessage[];
}

export async function prepareQuestion(
  context: RetrievalContext & Pick<AxelContext, 'readRulesTitle'>,
  question: AxelQuestion,
): Promise<PreparedQuestion> {
  const { prompt } = question;
  const history = question.history.slice(-AXEL_HISTORY_MAX_TURNS);
  // A follow-up ("and who tests them?") often names nothing; the question before helps.
  const previousQuestion = history.findLast((turn) => turn.role === 'user')?.content;
  const catalogue = indexCatalogue(await context.readCatalogue());
  const retrieved = await retrieveSources(context, catalogue, prompt, previousQuestion);
  return {
    catalogue,
    retrieved,
    system: buildSystemPrompt(retrieved, await context.readRulesTitle()),
    messages: buildMessages(history, prompt),
  };
}

/**
 * Citations are the retrieved sources the model cited; an answer citing none shows none. Only a
 * source retrieved for this question becomes a link: an id the model invents, or copies from
 * elsewhere (an earlier answer, the prompt's wording), is dropped, as the streamed answer drops it.
 */
export function finishAnswer(
  text: string,
  { catalogue, retrieved }: PreparedQuestion,
  question: string,
): AxelAnswer {
  const cited = citedIds(text);
  const sources = retrieved
    .filter((source) => cited.includes(source.id))
    .sort((a, b) => cited.indexOf(a.id) - cited.indexOf(b.id));
  return {
    message: linkCitations(text, (id) => retrieved.find((source) => source.id === id)),
    suggestions: suggestFollowUps(catalogue, question, sources),
    citations: sources.map(citationOf),
  };
}
