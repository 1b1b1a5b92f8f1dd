// What the model is told of a saved conversation (decision 39): its latest questions and answers,
// as the server kept them, never what a client claims was said. The newest turns are kept first,
// cut to AXEL_HISTORY_MAX_TURNS messages and to a character budget, so that a long conversation
// never pushes the question's sources out of the model's context, nor its cost up with every
// question.
import { desc, eq } from 'drizzle-orm';
import {
  AXEL_HISTORY_MAX_TURNS,
  AXEL_HISTORY_TURN_MAX_LENGTH,
  type AxelHistoryTurn,
} from '../../../../common/axel/axel';
import type { Database } from '../../../db/database';
import { axelTurns } from '../../../db/schema/axel-schema';
import { assertOwnConversation } from './conversation-store';

/**
 * About 6,000 tokens of history (4 characters a token): with the system prompt's sources and the
 * answer's 1,024 tokens, a question fits the 8k-token context that even small local models offer,
 * and a long conversation does not make each question cost more than a few short ones.
 */
export const AXEL_HISTORY_CHARACTER_BUDGET = 24_000;

/** A question and its answer, newest first as they are read. */
interface SavedTurn {
  question: string;
  answer: string;
}

/** The user's conversation as history for the model; "Conversation not found" unless theirs. */
export async function historyOfConversation(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<AxelHistoryTurn[]> {
  await assertOwnConversation(db, userId, conversationId);
  const latestFirst = await db
    .select({ question: axelTurns.question, answer: axelTurns.answer })
    .from(axelTurns)
    .where(eq(axelTurns.conversationId, conversationId))
    .orderBy(desc(axelTurns.id))
    .limit(Math.ceil(AXEL_HISTORY_MAX_TURNS / 2));
  return fitHistory(latestFirst);
}

/**
 * The history messages, oldest first, of as many of the latest turns as fit: whole question and
 * answer pairs, the newest first, until the turn limit or the character budget would be passed.
 */
export function fitHistory(
  latestFirst: SavedTurn[],
  budget = AXEL_HISTORY_CHARACTER_BUDGET,
): AxelHistoryTurn[] {
  const kept: AxelHistoryTurn[] = [];
  let used = 0;
  for (const { question, answer } of latestFirst) {
    const pair: AxelHistoryTurn[] = [
      { role: 'user', content: question.slice(0, AXEL_HISTORY_TURN_MAX_LENGTH) },
      { role: 'assistant', content: answer.slice(0, AXEL_HISTORY_TURN_MAX_LENGTH) },
    ];
    const size = pair.reduce((sum, turn) => sum + turn.content.length, 0);
    if (kept.length + pair.length > AXEL_HISTORY_MAX_TURNS || used + size > budget) break;
    kept.unshift(...pair);
    used += size;
  }
  return kept;
}
