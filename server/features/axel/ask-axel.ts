// Axel's JSON answer: ground the question, let the model write its answer, charge what it used.
import type { AxelAnswer } from '../../../common/axel';
import { type AxelContext, type AxelQuestion, finishAnswer, prepareQuestion } from './answer';
import { answerFromCatalogue } from './catalogue-answer';

export async function askAxel(context: AxelContext, question: AxelQuestion): Promise<AxelAnswer> {
  const prepared = prepareQuestion(question);
  const { model } = context;
  if (!model) return answerFromCatalogue(prepared.retrieved, question.prompt);
  const { startModelAnswer } = await import('./model-call');

  // Streamed from the model even here, so that a model that never starts is given up on quickly.
  const words = await startModelAnswer({ ...context, model }, question, prepared);
  let text = '';
  for await (const piece of words) text += piece;
  return finishAnswer(text, prepared.retrieved, question.prompt);
}
