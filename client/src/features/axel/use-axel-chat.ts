// The conversation on /axel: on send the question is appended; while the answer is awaited nothing
// else can be sent; the answer grows as its text streams in, and the whole answer is appended at
// the end. A failed question leaves the conversation as it was before. The server keeps the
// conversation (decision 39): the first answer says which one it started, and the questions after
// it name it, so that the server tells the model its history. Stop ends an answer being written:
// what was written stays, marked stopped (the server keeps it so, and charges only what the model
// wrote).

import type { AxelCitation } from '@common/axel/axel';
import { citedIds, linkStreamedCitations } from '@common/axel/axel-citations';
import type { AxelRating, AxelTurn } from '@common/axel/axel-conversations';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast-store';
import { askAxel, axelErrorMessage } from './ask-axel';
import { CONVERSATIONS_KEY } from './use-conversations';

/** A question or an answer of the chat, with the sources Axel's answer cites and its feedback. */
export type AxelChatMessage =
  | { id: number; type: 'user'; content: string; timestamp: Date }
  | {
      id: number;
      type: 'axel';
      content: string;
      suggestions: string[];
      citations: AxelCitation[];
      timestamp: Date;
      /** The saved answer, which the designer may rate; missing if it could not be saved. */
      turnId?: number;
      rating: AxelRating | null;
      comment: string | null;
      /** The designer stopped it, or left, before it was finished. */
      stopped: boolean;
    };

/** The part of an answer that has streamed in so far. */
export interface StreamingAnswer {
  content: string;
  citations: AxelCitation[];
}

/** What was written of an answer stopped midway, with the sources it had cited by then. */
function stoppedAnswer(written: string, found: AxelCitation[]): AxelChatMessage {
  const cited = citedIds(written);
  return {
    id: nextMessageId(),
    type: 'axel',
    content: linkStreamedCitations(written, (id) => found.find((source) => source.id === id)),
    suggestions: [],
    citations: found.filter((citation) => cited.includes(citation.id)),
    timestamp: new Date(),
    rating: null,
    comment: null,
    stopped: true,
  };
}

let lastMessageId = 0;
const nextMessageId = () => ++lastMessageId;

/** A saved conversation's turns as the chat shows them (suggestions are not kept). */
function messagesOf(turns: AxelTurn[]): AxelChatMessage[] {
  return turns.flatMap((turn): AxelChatMessage[] => {
    const timestamp = new Date(turn.createdAt);
    return [
      { id: nextMessageId(), type: 'user', content: turn.question, timestamp },
      {
        id: nextMessageId(),
        type: 'axel',
        content: turn.answer,
        suggestions: [],
        citations: turn.citations,
        timestamp,
        turnId: turn.id,
        rating: turn.rating,
        comment: turn.comment,
        stopped: turn.stopped,
      },
    ];
  });
}

export function useAxelChat({
  conversationId: savedId,
  savedTurns = [],
  onStarted,
}: {
  /** The saved conversation this chat continues; null starts a new one. */
  conversationId: string | null;
  savedTurns?: AxelTurn[];
  /** The first answer of a new conversation has said where the server keeps it. */
  onStarted: (conversationId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState(() => messagesOf(savedTurns));
  const [conversationId, setConversationId] = useState(savedId);
  const [streaming, setStreaming] = useState<StreamingAnswer | null>(null);
  const [isWaiting, setIsWaiting] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const stopping = useRef(false);

  // Leaving the page (or this conversation) cancels an answer still on its way.
  useEffect(() => () => inFlight.current?.abort(), []);

  /** Sends a question; answers whether Axel answered it (false also when it could not be sent). */
  const ask = useCallback(
    async (prompt: string): Promise<boolean> => {
      const question = prompt.trim();
      if (!question || inFlight.current) return false;
      const controller = new AbortController();
      inFlight.current = controller;
      stopping.current = false;
      const asked: AxelChatMessage = {
        id: nextMessageId(),
        type: 'user',
        content: question,
        timestamp: new Date(),
      };
      setMessages((current) => [...current, asked]);
      setIsWaiting(true);

      let citations: AxelCitation[] = [];
      let streamedText = '';
      const sourceOf = (id: string) => citations.find((citation) => citation.id === id);
      try {
        const answer = await askAxel(
          { prompt: question, conversationId: conversationId ?? undefined },
          {
            onConversation: (id) => {
              if (conversationId) return;
              setConversationId(id);
              onStarted(id);
            },
            onCitations: (cited) => {
              citations = cited;
            },
            onText: (text) => {
              streamedText += text;
              // Shown as the finished answer will be: citations of the sources found as links.
              setStreaming({ content: linkStreamedCitations(streamedText, sourceOf), citations });
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
            turnId: answer.turnId,
            rating: null,
            comment: null,
            stopped: false,
          },
        ]);
        if (!conversationId && answer.conversationId) {
          setConversationId(answer.conversationId);
          onStarted(answer.conversationId);
        }
        // The list shows the conversation used last first, and a new one.
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
        return true;
      } catch (error) {
        if (controller.signal.aborted) {
          if (!stopping.current || !streamedText) {
            setMessages((current) => current.filter((message) => message.id !== asked.id));
            return false;
          }
          setMessages((current) => [...current, stoppedAnswer(streamedText, citations)]);
          void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
          return true;
        }
        setMessages((current) => current.filter((message) => message.id !== asked.id));
        toast({ title: 'Error', description: axelErrorMessage(error), variant: 'destructive' });
        return false;
      } finally {
        inFlight.current = null;
        setStreaming(null);
        setIsWaiting(false);
      }
    },
    [conversationId, onStarted, queryClient],
  );

  /** Ends the answer being written; nothing happens when none is. */
  const stop = useCallback(() => {
    stopping.current = true;
    inFlight.current?.abort();
  }, []);

  return { messages, conversationId, streaming, isWaiting, ask, stop };
}
