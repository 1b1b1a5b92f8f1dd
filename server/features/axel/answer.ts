// What every Axel answer shares: the question prepared for the model (cards found, system prompt,
// conversation) and the model's text turned into the answer the client shows.
import type { ModelMessage } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import {
  AXEL_HISTORY_MAX_TURNS,
  type AxelAnswer,
  type AxelCitation,
  type AxelHistoryTurn,
} from '../../../common/axel';
import { citedIds, linkCitations } from '../../../common/axel-citations';
import type { RuleSection } from '../../../common/rules-catalogue';
import type { Database } from '../../db/client';
import { suggestFollowUps } from './follow-ups';
import type { AxelModel } from './language-model';
import type { ModelTimeLimits } from './model-call';
import { buildMessages, buildSystemPrompt } from './prompt';
import { RETRIEVED_CARDS, searchRuleSections } from './retrieval';

/** What answering needs from the running app. */
export interface AxelContext {
  db: Database;
  log: FastifyBaseLogger;
  /** Undefined when AI_PROVIDER=none: Axel answers from the catalogue. */
  model: AxelModel | undefined;
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
  retrieved: RuleSection[];
  system: string;
  messages: ModelMessage[];
}

export function prepareQuestion(question: AxelQuestion): PreparedQuestion {
  const { prompt } = question;
  const history = question.history.slice(-AXEL_HISTORY_MAX_TURNS);
  const found = searchRuleSections(prompt);
  // A follow-up ("and who tests them?") often names nothing; the card of the question before helps.
  const previousQuestion = history.findLast((turn) => turn.role === 'user');
  const [previousCard] = previousQuestion ? searchRuleSections(previousQuestion.content, 1) : [];
  const retrieved =
    previousCard && !found.includes(previousCard)
      ? [...found.slice(0, RETRIEVED_CARDS - 1), previousCard]
      : found;
  return {
    retrieved,
    system: buildSystemPrompt(retrieved),
    messages: buildMessages(history, prompt),
  };
}

export const citationsOf = (cards: RuleSection[]): AxelCitation[] =>
  cards.map(({ id, title }) => ({ id, title }));

/**
 * Citations are the retrieved cards the model cited; an answer citing none shows none. Only a card
 * retrieved for this question becomes a link: an id the model invents, or copies from elsewhere
 * (an earlier answer, the prompt's wording), is dropped, as the streamed answer drops it.
 */
export function finishAnswer(text: string, retrieved: RuleSection[], question: string): AxelAnswer {
  const cited = citedIds(text);
  const sources = retrieved
    .filter((card) => cited.includes(card.id))
    .sort((a, b) => cited.indexOf(a.id) - cited.indexOf(b.id));
  return {
    message: linkCitations(text, (id) => retrieved.find((card) => card.id === id)?.title),
    suggestions: suggestFollowUps(question, sources),
    citations: citationsOf(sources),
  };
}
