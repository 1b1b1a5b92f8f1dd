// Axel's JSON answer: ground the question, let the model write its answer, charge what it used,
// keep it in the designer's conversation.
import type { AxelAnswer } from '../../../common/axel/axel';
import { type AxelContext, finishAnswer, prepareQuestion } from './answer';
import { answerWithoutModel } from './catalogue-answer';
import { type AskedQuestion, conversationOf } from './conversations/conversation-answers';

export async function askAxel(context: AxelContext, asked: AskedQuestion): Promise<AxelAnswer> {
  const { question, keep } = await conversationOf(context, asked);
  const prepared = await prepareQuestion(context, question);
  const { model } = context;
  if (!model) return keep(await answerWithoutModel(context.db, question, prepared));
  const { startModelAnswer } = await import('./model/model-call');

  // Streamed from the model even here, so that a model that never starts is given up on quickly.
  const words = await startModelAnswer({ ...context, model }, question, prepared);
  let text = '';
  for await (const piece of words) text += piece;
  return keep(finishAnswer(text, prepared, question.prompt));
}
