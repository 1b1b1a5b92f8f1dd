// Axel's JSON answer: ground the question, call the model once, charge the tokens it used.
import { generateText } from 'ai';
import type { AxelAnswer } from '../../../common/axel';
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

export async function askAxel(context: AxelContext, question: AxelQuestion): Promise<AxelAnswer> {
  const { retrieved, system, messages } = prepareQuestion(question);
  const { model } = context;
  if (!model) return answerFromCatalogue(retrieved);

  await assertWithinDailyBudget(context.db, question.userId, context.dailyTokens);
  const call = modelCallSignal(context.modelTimeoutMs);
  const result = await generateText({
    model: model.model,
    system,
    messages,
    abortSignal: call.signal,
    ...MODEL_CALL_SETTINGS,
  }).catch((error: unknown) => {
    throw modelFailure(error, call.timedOut());
  });
  await recordUsage(context.db, question.userId, model.name, {
    inputTokens: result.usage.inputTokens ?? 0,
    outputTokens: result.usage.outputTokens ?? 0,
  });
  return finishAnswer(result.text, retrieved);
}
