// Axel's streamed answer as server-sent events: `citations` (the cards found), `delta`s of text
// as the model writes, then `done` with the finished answer, or `error`. Whatever fails before the
// model's first words is thrown instead, so the client gets a plain JSON error with its status.
import type { AxelAnswer, AxelStreamEvent } from '../../../common/axel';
import { AppError } from '../../http/app-error';
import {
  type AxelContext,
  type AxelQuestion,
  citationsOf,
  finishAnswer,
  prepareQuestion,
} from './answer';
import { answerFromCatalogue } from './catalogue-answer';

export const serverSentEvent = (event: AxelStreamEvent, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Starts the answer and waits for the model's first words; the events that follow are yielded as
 * they come. `clientGone` aborts the model call when the person leaves.
 */
export async function streamAxel(
  context: AxelContext,
  question: AxelQuestion,
  clientGone: AbortSignal,
): Promise<AsyncGenerator<string>> {
  const prepared = prepareQuestion(question);
  const { model } = context;
  if (!model) return catalogueEvents(answerFromCatalogue(prepared.retrieved, question.prompt));
  const { startModelAnswer } = await import('./model-call');

  const words = await startModelAnswer({ ...context, model }, question, prepared, clientGone);

  return (async function* () {
    yield serverSentEvent('citations', citationsOf(prepared.retrieved));
    let text = '';
    try {
      for await (const piece of words) {
        text += piece;
        yield serverSentEvent('delta', { text: piece });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      context.log.warn({ modelError: error.cause }, error.message);
      yield serverSentEvent('error', { message: error.message });
      return;
    }
    yield serverSentEvent('done', finishAnswer(text, prepared.retrieved, question.prompt));
  })();
}

async function* catalogueEvents(answer: AxelAnswer): AsyncGenerator<string> {
  yield serverSentEvent('citations', answer.citations);
  yield serverSentEvent('delta', { text: answer.message });
  yield serverSentEvent('done', answer);
}
