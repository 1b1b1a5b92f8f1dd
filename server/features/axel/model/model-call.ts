// One call of the language model, for the JSON answer and the stream alike: its maximum cost is
// reserved before the call and settled after; the model must start answering within 10 s (else
// "Axel is not responding") and finish within 60 s, so a long answer is not cut while a silent
// model is given up on quickly. Imported only where a model answers: the AI SDK stays out of the
// memory of a site without one.
import { streamText, type TextStreamPart, type ToolSet } from 'ai';
import { AppError } from '../../../http/app-error';
import type { AxelContext, AxelQuestion, PreparedQuestion } from '../answer';
import {
  estimateTokens,
  releaseReservation,
  reserveTokens,
  settleUsage,
  type TokenUsage,
} from '../budget';
import type { AxelModel } from './language-model';
import { modelFailure, type TimeLimit } from './model-failure';
import { MODEL_TIME_LIMITS, type ModelTimeLimits } from './time-limits';

/** Model calls answer once: a retry would double the wait and, on a 429, the bill. */
export const MODEL_CALL_SETTINGS = { maxRetries: 0, maxOutputTokens: 1024 } as const;

type Part = TextStreamPart<ToolSet>;

/**
 * Reserves the question's cost, calls the model and waits for its first words; answers the text
 * as the model writes it. A failure, before or after the first words, is thrown as the AppError
 * the person sees. The reservation is released when the model fails before its first words;
 * after them it is settled at the reported usage when the answer is finished, else at an estimate
 * of what was read and written (the answer broke off, or the person left: `clientGone`).
 */
export async function startModelAnswer(
  context: AxelContext & { model: AxelModel },
  question: AxelQuestion,
  { system, messages }: PreparedQuestion,
  clientGone?: AbortSignal,
): Promise<AsyncGenerator<string, void>> {
  const { db, model } = context;
  const inputEstimate = estimateTokens(
    system,
    ...messages.map((message) => String(message.content)),
  );
  const reservation = await reserveTokens(db, {
    userId: question.userId,
    model: model.name,
    dailyTokens: context.dailyTokens,
    maximum: { inputTokens: inputEstimate, outputTokens: MODEL_CALL_SETTINGS.maxOutputTokens },
  });

  const call = modelCallSignal(context.timeLimits ?? MODEL_TIME_LIMITS, clientGone);
  const result = streamText({
    model: model.model,
    system,
    messages,
    abortSignal: call.signal,
    ...MODEL_CALL_SETTINGS,
    // Errors arrive as stream parts; the default handler would only print them.
    onError: () => {},
  });
  const parts = result.fullStream[Symbol.asyncIterator]();
  let first: Part;
  try {
    first = await firstWords(parts);
  } catch (error) {
    await releaseReservation(db, reservation);
    throw modelFailure(error, call.timedOut());
  } finally {
    call.answering();
  }

  let text = '';
  let closed = false;
  /** Settles once: at the reported usage, or at an estimate of what the model wrote. */
  const settle = async (usage?: TokenUsage) => {
    if (closed) return;
    closed = true;
    await settleUsage(
      db,
      reservation,
      usage ?? { inputTokens: inputEstimate, outputTokens: estimateTokens(text) },
    );
  };
  // A person who leaves before the answer is even read still leaves the row settled, not reserved.
  clientGone?.addEventListener(
    'abort',
    () =>
      void settle().catch((error: unknown) =>
        context.log.warn({ err: error }, 'could not settle Axel usage'),
      ),
    { once: true },
  );

  return (async function* () {
    try {
      for (let part: Part | null = first; part; part = await nextPart(parts)) {
        if (part.type === 'text-delta') {
          text += part.text;
          yield part.text;
        } else if (part.type === 'error') {
          throw modelFailure(part.error, call.timedOut());
        } else if (part.type === 'finish') {
          // A provider that reports no usage is charged the estimate.
          await settle({
            inputTokens: part.totalUsage.inputTokens ?? inputEstimate,
            outputTokens: part.totalUsage.outputTokens ?? estimateTokens(text),
          });
          return;
        }
      }
      // A stream stopped by the time limit may end without an error part.
      const limit = call.timedOut();
      throw limit
        ? modelFailure(undefined, limit)
        : new AppError(502, 'Axel’s answer was cut short. Please try again.');
    } finally {
      // Once the model has started answering, the provider bills what it read and wrote, whether the
      // answer finished, broke off or the person left; it reports no usage for an unfinished one.
      await settle();
    }
  })();
}

/** The call's abort signal: the time limits, or the person leaving. */
function modelCallSignal(limits: ModelTimeLimits, clientGone: AbortSignal | undefined) {
  const silence = new AbortController();
  const silenceTimer = setTimeout(() => silence.abort(), limits.firstWordsMs);
  const wholeAnswer = AbortSignal.timeout(limits.wholeAnswerMs);
  return {
    signal: AbortSignal.any([silence.signal, wholeAnswer, ...(clientGone ? [clientGone] : [])]),
    /** The model has answered (or failed): from now on only the whole answer's limit holds. */
    answering: () => clearTimeout(silenceTimer),
    timedOut: (): TimeLimit | undefined => {
      if (silence.signal.aborted) return 'first-words';
      if (wholeAnswer.aborted) return 'whole-answer';
      return undefined;
    },
  };
}

/**
 * The first part that shows the model is answering: text, reasoning (a thinking model's first
 * output) or the end. A failure is thrown.
 */
async function firstWords(parts: AsyncIterator<Part>): Promise<Part> {
  for (;;) {
    const { done, value } = await parts.next();
    if (done) throw new Error('The model stream ended before it started');
    if (value.type === 'error') throw value.error;
    if (
      value.type === 'text-delta' ||
      value.type === 'reasoning-delta' ||
      value.type === 'finish'
    ) {
      return value;
    }
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
