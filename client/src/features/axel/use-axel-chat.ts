// The conversation on /axel (spec sections 3 and 4): on send the question is appended; while the
// answer is awaited nothing else can be sent; the answer grows as its text streams in, and the whole
// answer is appended at the end. A failed question leaves the conversation as it was before.

import { AXEL_HISTORY_MAX_TURNS, type AxelCitation, type AxelHistoryTurn } from '@common/axel';
import { linkStreamedCitations } from '@common/axel-citations';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast-store';
import { askAxel, axelErrorMessage } from './ask-axel';

/** Spec section 3, "Axel chat message", with the rule cards that Axel's answer cites. */
export type AxelChatMessage =
  | { id: number; type: 'user'; content: string; timestamp: Date }
  | {
      id: number;
      type: 'axel';
      content: string;
      suggestions: string[];
      citations: AxelCitation[];
      timestamp: Date;
    };

/** The part of an answer that has streamed in so far. */
export interface StreamingAnswer {
  content: string;
  citations: AxelCitation[];
}

let lastMessageId = 0;
const nextMessageId = () => ++lastMessageId;

/** The turns the server reads as context: the latest ones, within its limit. */
function historyOf(messages: AxelChatMessage[]): AxelHistoryTurn[] {
  return messages.slice(-AXEL_HISTORY_MAX_TURNS).map((message) => ({
    role: message.type === 'user' ? 'user' : 'assistant',
    content: message.content,
  }));
}

export function useAxelChat() {
  const [messages, setMessages] = useState<AxelChatMessage[]>([]);
  const [streaming, setStreaming] = useState<StreamingAnswer | null>(null);
  const [isWaiting, setIsWaiting] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the page cancels an answer still on its way.
  useEffect(() => () => inFlight.current?.abort(), []);

  /** Sends a question; answers whether Axel answered it (false also when it could not be sent). */
  const ask = useCallback(
    async (prompt: string): Promise<boolean> => {
      const question = prompt.trim();
      if (!question || inFlight.current) return false;
      const controller = new AbortController();
      inFlight.current = controller;
      const asked: AxelChatMessage = {
        id: nextMessageId(),
        type: 'user',
        content: question,
        timestamp: new Date(),
      };
      const history = historyOf(messages);
      setMessages((current) => [...current, asked]);
      setIsWaiting(true);

      let citations: AxelCitation[] = [];
      let streamedText = '';
      const titleOf = (id: string) => citations.find((citation) => citation.id === id)?.title;
      try {
        const answer = await askAxel(
          { prompt: question, history },
          {
            onCitations: (cited) => {
              citations = cited;
            },
            onText: (text) => {
              streamedText += text;
              // Shown as the finished answer will be: citations of the cards found as links.
              setStreaming({ content: linkStreamedCitations(streamedText, titleOf), citations });
            },
          },
          controller.signal,
        );
        setMessages((current) => [
          ...current,
          {
            id: nextMessageId(),
            type: 'axel',
            content: answer.message,
            suggestions: answer.suggestions,
            citations: answer.citations,
            timestamp: new Date(),
          },
        ]);
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false;
        setMessages((current) => current.filter((message) => message.id !== asked.id));
        toast({ title: 'Error', description: axelErrorMessage(error), variant: 'destructive' });
        return false;
      } finally {
        inFlight.current = null;
        setStreaming(null);
        setIsWaiting(false);
      }
    },
    [messages],
  );

  return { messages, streaming, isWaiting, ask };
}
