// An answer of Axel's, rendered from Markdown as React elements (decision 18): raw HTML in the text
// is never rendered, and react-markdown's URL filter drops javascript: and other unsafe links.
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';

// Headings become bold paragraphs, so that an answer's "# Title" does not break the page's outline.
const components: Components = {
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>,
  h1: ({ children }) => <p className="mt-3 mb-1 font-bold text-lg">{children}</p>,
  h2: ({ children }) => <p className="mt-3 mb-1 font-bold">{children}</p>,
  h3: ({ children }) => <p className="mt-3 mb-1 font-semibold">{children}</p>,
  code: ({ children }) => (
    <code className="rounded bg-slate-200 px-1 py-0.5 font-mono text-[0.9em]">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="my-2 overflow-x-auto rounded-lg bg-slate-200 p-3 text-sm">{children}</pre>
  ),
  blockquote: ({ children }) => (
    <blockquote className="my-2 border-slate-300 border-l-4 pl-3 text-slate-700">
      {children}
    </blockquote>
  ),
  a: ({ href, children }) => <AnswerLink href={href}>{children}</AnswerLink>,
  // A model's image could load from anywhere (and track the reader): its description stands in.
  img: ({ alt }) => <>{alt}</>,
};

/** A link in an answer opens in a new tab, so that the conversation (kept only on this page) stays. */
function AnswerLink({ href, children }: { href?: string; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-semibold text-accent-700 underline hover:text-accent-800"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function AxelMarkdown({ text }: { text: string }) {
  return <Markdown components={components}>{text}</Markdown>;
}
