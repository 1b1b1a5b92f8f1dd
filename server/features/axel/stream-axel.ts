// Axel's streamed answer as server-sent events: `conversation` (where the answer is kept),
// `citations` (the sources found), `delta`s of text as the model writes, then `done` with the
// finished answer, or `error`. Whatever fails before the model's first words is thrown instead, so
// the client gets a plain JSON error with its status. The finished answer is kept in the designer's
// conversation before `done`; a designer who stops the answer, or leaves, once words were written
// keeps what was written, marked stopped.
import type { AxelAnswer, AxelStreamEvent } from '../../../common/axel/axel';
import { AppError } from '../../http/app-error';
import { type AxelContext, finishAnswer, prepareQuestion } from './answer';
import { answerWithoutModel } from './catalogue-answer';
import { type AskedQuestion, conversationOf } from './conversations/conversation-answers';
import { citationOf } from './retrieval/sources';

export const serverSentEvent = (event: AxelStreamEvent, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Starts the answer and waits for the model's first words; the events that follow are yielded as
 * they come. `clientGone` aborts the model call when the person leaves.
 */
export async function streamAxel(
  context: AxelContext,
  asked: AskedQuestion,
  clientGone: AbortSignal,
): Promise<AsyncGenerator<string>> {
  const conversation = await conversationOf(context, asked);
  const { question } = conversation;
  const prepared = await prepareQuestion(context, question);
  const { model } = context;
  const finish = (text: string) => finishAnswer(text, prepared, question.prompt);
  if (!model) {
    const answer = await answerWithoutModel(context.db, question, prepared);
    return catalogueEvents(await conversation.keep(answer));
  }
  const { startModelAnswer } = await import('./model/model-call');

  const words = await startModelAnswer({ ...context, model }, question, prepared, clientGone);

  const conversationId = await conversation.open();

  return (async function* () {
    yield serverSentEvent('conversation', { conversationId });
    yield serverSentEvent('citations', prepared.retrieved.map(citationOf));
    let text = '';
    let written = false;
    try {
      for await (const piece of words) {
        text += piece;
        yield serverSentEvent('delta', { text: piece });
      }
      written = true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The model call was aborted because the designer stopped it or left: nobody reads an error.
      if (clientGone.aborted) return;
      await conversation.discardIfEmpty();
      context.log.warn({ modelError: error.cause }, error.message);
      yield serverSentEvent('error', { message: error.message });
      return;
    } finally {
      // Left mid-answer: the model call was aborted, or the stream closed at a delta.
      if (!written && clientGone.aborted && text) await conversation.keepStopped(finish(text));
    }
    yield serverSentEvent('done', await conversation.keep(finish(text)));
  })();
}

async function* catalogueEvents(answer: AxelAnswer): AsyncGenerator<string> {
  yield serverSentEvent('citations', answer.citations);
  yield serverSentEvent('delta', { text: answer.message });
  yield serverSentEvent('done', answer);
}
