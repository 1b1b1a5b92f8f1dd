// Where the question is written: Enter sends, Shift+Enter starts a new line; an empty or
// whitespace-only question cannot be sent, nor anything while an answer is awaited. While it is,
// Stop takes Send's place and ends the answer (decision 39).
import { AXEL_PROMPT_MAX_LENGTH } from '@common/axel/axel';
import { SendHorizontal, Square } from 'lucide-react';
import type { KeyboardEvent, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';

const HINT_ID = 'axel-question-hint';
// The count shows once a question nears the limit.
const COUNT_FROM = AXEL_PROMPT_MAX_LENGTH - 200;

export function QuestionForm({
  question,
  onChange,
  onSend,
  onStop,
  isWaiting,
  inputRef,
}: {
  question: string;
  onChange: (question: string) => void;
  onSend: (question: string) => void;
  onStop: () => void;
  isWaiting: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const canSend = question.trim() !== '' && !isWaiting;
  const send = () => {
    if (canSend) onSend(question);
  };
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="axel-question" className="font-medium text-slate-800 text-sm">
        Your question
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id="axel-question"
          ref={inputRef}
          value={question}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={sendOnEnter}
          disabled={isWaiting}
          rows={2}
          maxLength={AXEL_PROMPT_MAX_LENGTH}
          aria-describedby={HINT_ID}
          placeholder="e.g. What wall thickness do the rules require for the main hoop?"
          className={`${inputClasses} min-h-[3.25rem] resize-y disabled:bg-slate-100 disabled:text-slate-600`}
        />
        {isWaiting ? (
          <Button
            type="button"
            variant="outline"
            onClick={onStop}
            className="mb-px h-[3.25rem] shrink-0"
          >
            <Square aria-hidden="true" className="size-4 fill-current" />
            <span className="max-sm:sr-only">Stop</span>
          </Button>
        ) : (
          <Button
            type="submit"
            disabled={!canSend}
            className="mb-px h-[3.25rem] shrink-0 disabled:bg-slate-300 disabled:text-slate-600"
          >
            <SendHorizontal aria-hidden="true" className="size-5" />
            <span className="max-sm:sr-only">Send</span>
          </Button>
        )}
      </div>
      <p id={HINT_ID} className="mt-1 flex justify-between gap-3 text-slate-600 text-xs">
        <span>Enter sends, Shift+Enter starts a new line.</span>
        {question.length >= COUNT_FROM && (
          <span>
            {question.length} / {AXEL_PROMPT_MAX_LENGTH}
          </span>
        )}
      </p>
    </form>
  );
}
