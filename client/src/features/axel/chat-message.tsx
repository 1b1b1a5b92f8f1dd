// One message of the conversation: the person's question, or Axel's answer as Markdown with the
// sources it cites: rule cards (links to /rules#<id>) and rulebook clauses (the PDF at their page).
import type { AxelCitation } from '@common/axel/axel';
import { BookOpen, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { AxelMarkdown } from './axel-markdown';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function MessageHeading({ author, timestamp }: { author: string; timestamp?: Date }) {
  return (
    <p className="mb-1 flex items-baseline gap-2 text-xs">
      <span className="font-semibold">{author}</span>
      {timestamp && (
        <time dateTime={timestamp.toISOString()} className="opacity-80">
          {time.format(timestamp)}
        </time>
      )}
    </p>
  );
}

export function UserMessage({ content, timestamp }: { content: string; timestamp: Date }) {
  return (
    <div className="ml-auto w-fit max-w-[85%] rounded-card rounded-br-sm bg-slate-900 px-4 py-3 text-white">
      <MessageHeading author="You" timestamp={timestamp} />
      <p className="whitespace-pre-wrap break-words">{content}</p>
    </div>
  );
}

/** Axel's answer; `timestamp` is missing while it streams in, `children` come under it. */
export function AxelMessage({
  content,
  citations,
  timestamp,
  children,
}: {
  content: string;
  citations: AxelCitation[];
  timestamp?: Date;
  children?: ReactNode;
}) {
  return (
    <div className="mr-auto w-fit max-w-[95%] rounded-card rounded-bl-sm bg-slate-100 px-4 py-3 text-slate-900 sm:max-w-[85%]">
      <MessageHeading author="Axel" timestamp={timestamp} />
      <div className="break-words">
        <AxelMarkdown text={content} />
      </div>
      {citations.length > 0 && <Citations citations={citations} />}
      {children}
    </div>
  );
}

/** The sources under an answer: each links to its card or to the rulebook's page, over its passage. */
function Citations({ citations }: { citations: AxelCitation[] }) {
  return (
    <div className="mt-3 border-slate-300 border-t pt-2">
      <p className="font-semibold text-slate-700 text-xs uppercase tracking-wide">Sources</p>
      <ul className="mt-1 space-y-2 text-sm">
        {citations.map((citation) => (
          <li key={`${citation.kind}:${citation.id}`}>
            <a
              href={citation.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:underline"
            >
              {citation.kind === 'card' ? (
                <BookOpen aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <FileText aria-hidden="true" className="size-4 shrink-0" />
              )}
              {citation.title}
              <span className="sr-only">
                {citation.kind === 'card'
                  ? ' (rule card, opens in a new tab)'
                  : ' (rules document at this page, opens in a new tab)'}
              </span>
            </a>
            <p className="mt-0.5 line-clamp-3 border-slate-300 border-l-2 pl-2 text-slate-700">
              {citation.passage}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
