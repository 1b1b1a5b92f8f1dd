// A designer's saved conversations with Axel. Only their owner lists, reads, renames, deletes or
// rates them: any other id (another person's, a deleted or a malformed one) is "Conversation not
// found", so nobody learns whether someone else's conversation exists.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AxelCitation } from '../../../../common/axel/axel';
import {
  ANSWER_NOT_FOUND,
  AXEL_CONVERSATION_TITLE_MAX_LENGTH,
  type AxelConversation,
  type AxelConversationList,
  type AxelConversationSummary,
  type AxelFeedback,
  type AxelRating,
  type AxelTurnFeedback,
  CONVERSATION_NOT_FOUND,
} from '../../../../common/axel/axel-conversations';
import type { Database } from '../../../db/database';
import { axelConversations, axelTurns } from '../../../db/schema/axel-schema';
import { AppError } from '../../../http/app-error';
import { cutOnWord } from '../cut-on-word';

/** A question and its answer, as they are saved. */
export interface TurnToKeep {
  question: string;
  /** Markdown as the designer read it, citations linked. */
  answer: string;
  citations: AxelCitation[];
  stopped: boolean;
}

/** Where a turn was saved. */
export interface KeptTurn {
  conversationId: string;
  turnId: number;
}

// The column is a uuid: PostgreSQL refuses any other text with an error, not with no rows.
const isUuid = (id: string) => z.uuid().safeParse(id).success;
const notFound = () => new AppError(404, CONVERSATION_NOT_FOUND);

const summaryColumns = {
  id: axelConversations.id,
  title: axelConversations.title,
  createdAt: axelConversations.createdAt,
  lastUsedAt: axelConversations.lastUsedAt,
};

const toSummary = (row: {
  id: string;
  title: string;
  createdAt: Date;
  lastUsedAt: Date;
}): AxelConversationSummary => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
});

const ratingOf = (rating: number | null): AxelRating | null => {
  if (rating === 1) return 'up';
  if (rating === -1) return 'down';
  return null;
};

/** The user's conversation with this id, or undefined. */
const ownedBy = (userId: string, id: string) =>
  and(eq(axelConversations.id, id), eq(axelConversations.userId, userId));

/** A title from the first question: on one line, cut on a word to fit the title's limit. */
export const titleOf = (question: string) =>
  cutOnWord(question.replace(/\s+/g, ' ').trim(), AXEL_CONVERSATION_TITLE_MAX_LENGTH);

/** Starts a conversation, titled by its first question, with that question's answer. */
export async function startConversation(
  db: Database,
  userId: string,
  turn: TurnToKeep,
): Promise<KeptTurn> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(axelConversations)
      .values({ userId, title: titleOf(turn.question) })
      .returning({ id: axelConversations.id });
    if (!conversation) throw new Error('the conversation was not created');
    const [kept] = await tx
      .insert(axelTurns)
      .values({ conversationId: conversation.id, ...turn })
      .returning({ id: axelTurns.id });
    if (!kept) throw new Error('the turn was not saved');
    return { conversationId: conversation.id, turnId: kept.id };
  });
}

/** Opens a conversation, titled by its first question, before its first answer is finished. */
export async function openConversation(
  db: Database,
  userId: string,
  question: string,
): Promise<string> {
  const [conversation] = await db
    .insert(axelConversations)
    .values({ userId, title: titleOf(question) })
    .returning({ id: axelConversations.id });
  if (!conversation) throw new Error('the conversation was not created');
  return conversation.id;
}

/** Deletes a conversation opened for an answer that failed, if no answer was kept in it. */
export async function deleteIfEmpty(db: Database, userId: string, id: string): Promise<void> {
  await db
    .delete(axelConversations)
    .where(
      and(
        ownedBy(userId, id),
        sql`not exists (select 1 from ${axelTurns} where ${axelTurns.conversationId} = ${id})`,
      ),
    );
}

/**
 * Adds a turn to the user's conversation and marks the conversation used; undefined when it is no
 * longer there (deleted while the answer was being written).
 */
export async function appendTurn(
  db: Database,
  userId: string,
  conversationId: string,
  turn: TurnToKeep,
): Promise<KeptTurn | undefined> {
  if (!isUuid(conversationId)) return undefined;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(axelConversations)
      .set({ lastUsedAt: sql`now()` })
      .where(ownedBy(userId, conversationId))
      .returning({ id: axelConversations.id });
    if (!used) return undefined;
    const [kept] = await tx
      .insert(axelTurns)
      .values({ conversationId, ...turn })
      .returning({ id: axelTurns.id });
    if (!kept) throw new Error('the turn was not saved');
    return { conversationId, turnId: kept.id };
  });
}

/** The user's conversations, the one used last first, and whether a language model answers. */
export async function listConversations(
  db: Database,
  userId: string,
  hasLanguageModel: boolean,
): Promise<AxelConversationList> {
  const rows = await db
    .select(summaryColumns)
    .from(axelConversations)
    .where(eq(axelConversations.userId, userId))
    .orderBy(desc(axelConversations.lastUsedAt), desc(axelConversations.createdAt));
  return { conversations: rows.map(toSummary), hasLanguageModel };
}

/** Throws "Conversation not found" unless the user has a conversation with this id. */
export async function assertOwnConversation(db: Database, userId: string, id: string) {
  await readSummary(db, userId, id);
}

async function readSummary(db: Database, userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select(summaryColumns).from(axelConversations).where(ownedBy(userId, id));
  if (!row) throw notFound();
  return toSummary(row);
}

/** The user's conversation with its questions and answers, in the order they were asked. */
export async function readConversation(
  db: Database,
  userId: string,
  id: string,
): Promise<AxelConversation> {
  const summary = await readSummary(db, userId, id);
  const turns = await db
    .select()
    .from(axelTurns)
    .where(eq(axelTurns.conversationId, id))
    .orderBy(asc(axelTurns.id));
  return {
    ...summary,
    turns: turns.map((turn) => ({
      id: turn.id,
      question: turn.question,
      answer: turn.answer,
      citations: turn.citations,
      stopped: turn.stopped,
      rating: ratingOf(turn.rating),
      comment: turn.comment,
      createdAt: turn.createdAt.toISOString(),
    })),
  };
}

/** Renames the user's conversation; renaming does not count as using it. */
export async function renameConversation(
  db: Database,
  userId: string,
  id: string,
  title: string,
): Promise<AxelConversationSummary> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(axelConversations)
    .set({ title })
    .where(ownedBy(userId, id))
    .returning(summaryColumns);
  if (!row) throw notFound();
  return toSummary(row);
}

/** Deletes the user's conversation with its turns and their feedback. */
export async function deleteConversation(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await db
    .delete(axelConversations)
    .where(ownedBy(userId, id))
    .returning({ id: axelConversations.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * The designer's thumbs up or down on one of their answers, with an optional comment; a null
 * rating takes the feedback back. Rating does not count as using the conversation.
 */
export async function rateTurn(
  db: Database,
  userId: string,
  conversationId: string,
  turnIdText: string,
  feedback: AxelFeedback,
): Promise<AxelTurnFeedback> {
  await assertOwnConversation(db, userId, conversationId);
  const turnId = /^[1-9]\d{0,14}$/.test(turnIdText) ? Number(turnIdText) : undefined;
  if (turnId === undefined) throw new AppError(404, ANSWER_NOT_FOUND);
  const rated = feedback.rating !== null;
  const [row] = await db
    .update(axelTurns)
    .set({
      rating: rated ? (feedback.rating === 'up' ? 1 : -1) : null,
      // The schema has trimmed it: an empty comment is no comment.
      comment: (rated && feedback.comment) || null,
      ratedAt: rated ? sql`now()` : null,
    })
    .where(and(eq(axelTurns.id, turnId), eq(axelTurns.conversationId, conversationId)))
    .returning({ id: axelTurns.id, rating: axelTurns.rating, comment: axelTurns.comment });
  if (!row) throw new AppError(404, ANSWER_NOT_FOUND);
  return { id: row.id, rating: ratingOf(row.rating), comment: row.comment };
}
