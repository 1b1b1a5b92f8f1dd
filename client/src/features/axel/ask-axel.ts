// POST /api/axel/ask as a stream (decision 21): where the answer is kept and the sources found come
// first, then the answer's text in pieces, then the whole answer. A server that answers JSON instead is read the same way.
import {
  type AxelAnswer,
  type AxelAsk,
  type AxelCitation,
  axelAnswerSchema,
} from '@common/axel/axel';
import { apiRequest, serverMessageOf } from '@/lib/api';
import { readAnswer } from '@/lib/api-json';
import { readEventStream } from './read-event-stream';

export const AXEL_FAILED_MESSAGE = 'Failed to get response from Axel';

/** What the page does with the stream as it arrives. */
export interface AnswerListener {
  /** Where the server keeps the answer: it comes before the answer's words. */
  onConversation?: (conversationId: string) => void;
  onCitations: (citations: AxelCitation[]) => void;
  /** A piece of the answer's Markdown, to append to what came before. */
  onText: (text: string) => void;
}

/** A failure the server reported inside the stream, with a message meant for the person. */
export class AxelStreamError extends Error {
  override name = 'AxelStreamError';
}

export async function askAxel(
  question: AxelAsk,
  listener: AnswerListener,
  signal?: AbortSignal,
): Promise<AxelAnswer> {
  const response = await apiRequest('POST', '/api/axel/ask', question, {
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const answer = await readAnswer(axelAnswerSchema, response);
    listener.onCitations(answer.citations);
    listener.onText(answer.message);
    return answer;
  }
  for await (const { event, data } of readEventStream(response.body)) {
    if (event === 'conversation') {
      listener.onConversation?.((JSON.parse(data) as { conversationId: string }).conversationId);
    }
    if (event === 'citations') listener.onCitations(JSON.parse(data) as AxelCitation[]);
    if (event === 'delta') listener.onText((JSON.parse(data) as { text: string }).text);
    if (event === 'done') return JSON.parse(data) as AxelAnswer;
    if (event === 'error') {
      throw new AxelStreamError((JSON.parse(data) as { message?: string }).message);
    }
  }
  // The connection closed before the answer was complete.
  throw new AxelStreamError(AXEL_FAILED_MESSAGE);
}

/** The toast says the server's message, or "Failed to get response from Axel". */
export function axelErrorMessage(error: unknown): string {
  if (error instanceof AxelStreamError && error.message) return error.message;
  return serverMessageOf(error) ?? AXEL_FAILED_MESSAGE;
}
