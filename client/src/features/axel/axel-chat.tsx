// The conversation with Axel: the messages (a polite live region that follows the newest), the
// thinking indicator until the answer's first words, suggestions to ask next, and the question.
// Under each saved answer, the designer's thumbs and comment (decision 39).
import type { AxelTurn } from '@common/axel/axel-conversations';
import { Bot } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AnswerFeedback } from './answer-feedback';
import { AxelMessage, UserMessage } from './chat-message';
import { QuestionForm } from './question-form';
import { SuggestionChips } from './suggestion-chips';
import { useAxelChat } from './use-axel-chat';

const STARTER_QUESTIONS = [
  'What frame tubing do the rules require?',
  'How much ground clearance does the car need?',
  'How is the cost event scored?',
];

// Within this distance of the end, the list keeps following the newest text.
const FOLLOW_THRESHOLD_PX = 80;

export function AxelChat({
  conversationId: savedId,
  savedTurns,
  onStarted,
}: {
  /** The saved conversation shown and continued; null for a new one. */
  conversationId: string | null;
  savedTurns?: AxelTurn[];
  onStarted: (conversationId: string) => void;
}) {
  const { messages, conversationId, streaming, isWaiting, ask, stop } = useAxelChat({
    conversationId: savedId,
    savedTurns,
    onStarted,
  });
  const [question, setQuestion] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLElement>(null);
  const following = useRef(true);

  const send = async (text: string) => {
    setQuestion('');
    following.current = true;
    const answered = await ask(text);
    // A failed question comes back to the input, to send again.
    if (!answered) setQuestion((current) => current || text);
  };

  // Focus returns to the input once it is enabled again after an answer (or a failure).
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current && !isWaiting) inputRef.current?.focus();
    wasWaiting.current = isWaiting;
  }, [isWaiting]);

  // Whenever the conversation grows (a message, a streamed piece, the indicator), show its end.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && following.current) list.scrollTop = list.scrollHeight;
  }, [messages, streaming, isWaiting]);

  const latestAxelId = messages.findLast((message) => message.type === 'axel')?.id;
  const isThinking = isWaiting && !streaming?.content;

  return (
    <div className="rounded-card border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <section
        ref={listRef}
        aria-label="Conversation with Axel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        onScroll={(event) => {
          const list = event.currentTarget;
          following.current =
            list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_THRESHOLD_PX;
        }}
        className="max-h-[60vh] min-h-56 overflow-y-auto rounded-lg bg-slate-50 p-3 sm:p-4"
      >
        {messages.length === 0 && !isWaiting && (
          <div className="flex flex-col items-center py-6 text-center">
            <Bot aria-hidden="true" className="size-10 text-accent-700" />
            <p className="mt-2 font-semibold">No questions yet.</p>
            <p className="text-slate-700">Try one of these, or write your own below.</p>
            <SuggestionChips
              label="Example questions"
              questions={STARTER_QUESTIONS}
              disabled={isWaiting}
              onAsk={send}
            />
          </div>
        )}
        {/* Busy while an answer streams in, so that screen readers read it once it is whole. */}
        <div role="log" aria-busy={isWaiting} className="space-y-4">
          {messages.map((message) =>
            message.type === 'user' ? (
              <UserMessage
                key={message.id}
                content={message.content}
                timestamp={message.timestamp}
              />
            ) : (
              <AxelMessage
                key={message.id}
                content={message.content}
                citations={message.citations}
                timestamp={message.timestamp}
              >
                {message.stopped && (
                  <p className="mt-2 text-slate-700 text-sm italic">
                    Stopped before the answer was finished.
                  </p>
                )}
                {conversationId && message.turnId !== undefined && (
                  <AnswerFeedback
                    conversationId={conversationId}
                    turnId={message.turnId}
                    rating={message.rating}
                    comment={message.comment}
                  />
                )}
                {message.id === latestAxelId && (
                  <SuggestionChips
                    label="Suggested questions"
                    questions={message.suggestions}
                    disabled={isWaiting}
                    onAsk={send}
                  />
                )}
              </AxelMessage>
            ),
          )}
          {streaming?.content && (
            <AxelMessage content={streaming.content} citations={streaming.citations} />
          )}
        </div>
        {isThinking && <ThinkingIndicator />}
      </section>
      <QuestionForm
        question={question}
        onChange={setQuestion}
        onSend={send}
        onStop={stop}
        isWaiting={isWaiting}
        inputRef={inputRef}
      />
    </div>
  );
}

function ThinkingIndicator() {
  return (
    <div
      role="status"
      className="mt-4 mr-auto flex w-fit items-center gap-2 rounded-card bg-slate-100 px-4 py-3 text-slate-700"
    >
      <span aria-hidden="true" className="flex gap-1">
        {['[animation-delay:0ms]', '[animation-delay:150ms]', '[animation-delay:300ms]'].map(
          (delay) => (
            <span
              key={delay}
              className={`size-2 animate-bounce rounded-full bg-accent-600 ${delay}`}
            />
          ),
        )}
      </span>
      Axel is thinking…
    </div>
  );
}
