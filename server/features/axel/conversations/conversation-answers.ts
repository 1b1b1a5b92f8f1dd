// Where a question to Axel is asked and its answer kept (decision 39). A question that names its
// conversation is asked with the history the server saved, whatever history the client sent, and
// only by the conversation's owner; a question without one starts a conversation, created when its
// answer is saved, so that a model that fails leaves no empty conversation behind.
import type { AxelAnswer } from '../../../../common/axel/axel';
import type { AxelContext, AxelQuestion } from '../answer';
import { historyOfConversation } from './conversation-history';
import {
  appendTurn,
  deleteIfEmpty,
  type KeptTurn,
  openConversation,
  startConversation,
  type TurnToKeep,
} from './conversation-store';

/** A question as the ask route receives it. */
export interface AskedQuestion extends AxelQuestion {
  /** The saved conversation it continues. */
  conversationId?: string;
}

export interface ConversationOfQuestion {
  /** The question as the model gets it: with the saved history when it continues a conversation. */
  question: AxelQuestion;
  /**
   * The conversation's id, opening it if the question starts one: a streamed answer says where it
   * is kept before its first words, so that a designer who stops it can continue it.
   */
  open: () => Promise<string>;
  /** Deletes the conversation `open` opened, if the answer failed before any was kept in it. */
  discardIfEmpty: () => Promise<void>;
  /** Saves the finished answer; answers it with where it was saved. */
  keep: (answer: AxelAnswer) => Promise<AxelAnswer>;
  /**
   * Saves, marked stopped, what was written before the designer left. Nobody is waiting for it, so
   * a failure is logged rather than thrown.
   */
  keepStopped: (answer: AxelAnswer) => Promise<void>;
}

/** "Conversation not found" (404) when the question names a conversation that is not the asker's. */
export async function conversationOf(
  context: Pick<AxelContext, 'db' | 'log'>,
  { conversationId, ...asked }: AskedQuestion,
): Promise<ConversationOfQuestion> {
  const { db, log } = context;
  const question: AxelQuestion = conversationId
    ? { ...asked, history: await historyOfConversation(db, asked.userId, conversationId) }
    : asked;

  let keptIn = conversationId;
  let opened: string | undefined;
  const save = async (answer: AxelAnswer, stopped: boolean): Promise<KeptTurn | undefined> => {
    const turn: TurnToKeep = {
      question: question.prompt,
      answer: answer.message,
      citations: answer.citations,
      stopped,
    };
    if (!keptIn) return startConversation(db, question.userId, turn);
    const kept = await appendTurn(db, question.userId, keptIn, turn);
    if (!kept)
      log.info({ conversationId: keptIn }, 'Axel answered in a conversation deleted meanwhile');
    return kept;
  };

  return {
    question,
    open: async () => {
      if (!keptIn) {
        opened = await openConversation(db, question.userId, question.prompt);
        keptIn = opened;
      }
      return keptIn;
    },
    discardIfEmpty: async () => {
      if (opened) await deleteIfEmpty(db, question.userId, opened);
    },
    keep: async (answer) => {
      const kept = await save(answer, false);
      return kept ? { ...answer, ...kept } : answer;
    },
    keepStopped: async (answer) => {
      await save(answer, true).catch((error: unknown) =>
        log.warn({ err: error }, 'could not save the stopped Axel answer'),
      );
    },
  };
}
