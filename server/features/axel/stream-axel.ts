// Axel's streamed answer as server-sent events: `citations` (the cards found), `delta`s of text
// as the model writes, then `done` with the finished answer, or `error`. Whatever fails before the
// model's first words is thrown instead, so the client gets a plain JSON error with its status.
import { streamText, type TextStreamPart, type ToolSet } from 'ai';
import type { AxelAnswer, AxelCitation, AxelStreamEvent } from '../../../common/axel';
import {
  type AxelContext,
  type AxelQuestion,
  finishAnswer,
  MODEL_CALL_SETTINGS,
  modelCallSignal,
  prepareQuestion,
} from './answer';
import { assertWithinDailyBudget, recordUsage } from './budget';
import { answerFromCatalogue } from './catalogue-answer';
import { modelFailure } from './model-failure';

export const serverSentEvent = (event: AxelStreamEvent, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const citationsOf = (cards: { id: string; title: string }[]): AxelCitation[] =>
  cards.map(({ id, title }) => ({ id, title }));

/**
 * Starts the answer and waits for the model's first words; the events that follow are yielded as
 * they come. `clientGone` aborts the model call when the person leaves.
 */
export async function streamAxel(
  context: AxelContext,
  question: AxelQuestion,
  clientGone: AbortSignal,
): Promise<AsyncGenerator<string>> {
  const { retrieved, system, messages } = prepareQuestion(question);
  const { model } = context;
  if (!model) return catalogueEvents(answerFromCatalogue(retrieved));

  await assertWithinDailyBudget(context.db, question.userId, context.dailyTokens);
  const call = modelCallSignal(context.modelTimeoutMs, clientGone);
  const result = streamText({
    model: model.model,
    system,
    messages,
    abortSignal: call.signal,
    ...MODEL_CALL_SETTINGS,
    // Errors arrive as stream parts below; the default handler would only print them.
    onError: () => {},
  });
  const parts = result.fullStream[Symbol.asyncIterator]();
  const first = await firstWords(parts).catch((error: unknown) => {
    throw modelFailure(error, call.timedOut());
  });

  return (async function* () {
    yield serverSentEvent('citations', citationsOf(retrieved));
    let text = '';
    for (let part: Part | null = first; part; part = await nextPart(parts)) {
      if (part.type === 'text-delta') {
        text += part.text;
        yield serverSentEvent('delta', { text: part.text });
      } else if (part.type === 'error') {
        yield serverSentEvent('error', {
          message: modelFailure(part.error, call.timedOut()).message,
        });
        return;
      } else if (part.type === 'finish') {
        await recordUsage(context.db, question.userId, model.name, {
          inputTokens: part.totalUsage.inputTokens ?? 0,
          outputTokens: part.totalUsage.outputTokens ?? 0,
        });
        yield serverSentEvent('done', finishAnswer(text, retrieved));
        return;
      }
    }
    yield serverSentEvent('error', { message: 'Axel’s answer was cut short. Please try again.' });
  })();
}

type Part = TextStreamPart<ToolSet>;

/** The first part that says something: the first text, the end, or the failure (thrown). */
async function firstWords(parts: AsyncIterator<Part>): Promise<Part> {
  for (;;) {
    const { done, value } = await parts.next();
    if (done) throw new Error('The model stream ended before it started');
    if (value.type === 'error') throw value.error;
    if (value.type === 'text-delta' || value.type === 'finish') return value;
  }
}

/** The next part, a thrown failure turned into an error part, or null at the end. */
async function nextPart(parts: AsyncIterator<Part>): Promise<Part | null> {
  try {
    const { done, value } = await parts.next();
    return done ? null : value;
  } catch (error) {
    return { type: 'error', error };
  }
}

async function* catalogueEvents(answer: AxelAnswer): AsyncGenerator<string> {
  yield serverSentEvent('citations', answer.citations);
  yield serverSentEvent('delta', { text: answer.message });
  yield serverSentEvent('done', answer);
}
