// Questions offered as chips: a click sends the chip's question to Axel.
import { MessageCircleQuestion } from 'lucide-react';

export function SuggestionChips({
  label,
  questions,
  disabled,
  onAsk,
}: {
  label: string;
  questions: string[];
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  if (questions.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onAsk(question)}
            className="inline-flex items-center gap-1.5 rounded-full border border-accent-600 bg-white px-3 py-1.5 text-left text-accent-800 text-sm hover:bg-accent-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500"
          >
            <MessageCircleQuestion aria-hidden="true" className="size-4 shrink-0" />
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
