// A news article's body, written in Markdown (decision 37) and rendered as React elements, on the
// server as in the browser: raw HTML in the text is never rendered, react-markdown's URL filter
// drops javascript: and other unsafe addresses, and what it lets through is narrowed further below.
import { uploadedImage } from '@common/club/responsive-images';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { ResponsiveImage } from '@/components/responsive-image';

const headingClasses = 'mt-8 font-bold text-slate-900 first:mt-0';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;
const headingSizes = ['text-2xl', 'text-xl', 'text-lg'];

/** Markdown's headings one level below the page's own: `#` is `first`, deeper ones follow. */
function headingsFrom(first: HeadingLevel): Components {
  const heading = (depth: number) => {
    const Tag = `h${Math.min(first + depth, 6)}` as `h${HeadingLevel}`;
    const size = headingSizes[Math.min(depth, headingSizes.length - 1)];
    return ({ children }: { children?: ReactNode }) => (
      <Tag className={`${headingClasses} ${size}`}>{children}</Tag>
    );
  };
  return {
    h1: heading(0),
    h2: heading(1),
    h3: heading(2),
    h4: heading(2),
    h5: heading(2),
    h6: heading(2),
  };
}

const components: Components = {
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 pl-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="space-y-4 border-slate-300 border-l-4 pl-4 text-slate-700">
      {children}
    </blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]">{children}</code>
  ),
  // Wrapped rather than scrolled sideways, so that a narrow screen never scrolls.
  pre: ({ children }) => (
    <pre className="whitespace-pre-wrap rounded-lg bg-slate-100 p-3 text-sm">{children}</pre>
  ),
  hr: () => <hr className="border-slate-200" />,
  a: ({ href, children }) => <ArticleLink href={href}>{children}</ArticleLink>,
  img: ({ src, alt }) => <ArticleImage src={typeof src === 'string' ? src : ''} alt={alt ?? ''} />,
};

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** Whether a link may stay one: the web, an email address, or a path or anchor on this site. */
function isAllowedLink(href: string): boolean {
  if (/[\s\\]/.test(href)) return false;
  // "//host" leaves the site; browsers read "/\host" as the same.
  const sitePath = href.startsWith('/') && !href.startsWith('//');
  return isExternal(href) || /^mailto:/i.test(href) || sitePath || href.startsWith('#');
}

function ArticleLink({ href, children }: { href?: string; children: ReactNode }) {
  if (!href || !isAllowedLink(href)) return <>{children}</>;
  const className = 'font-semibold text-accent-700 underline hover:text-accent-800';
  if (!isExternal(href)) {
    return (
      <a href={href} rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

// Only the site's own uploads show, in the width that suits the screen: any other image could load
// from anywhere and tell that site who reads the article (and the CSP would refuse it), so its
// description stands in for it.
function ArticleImage({ src, alt }: { src: string; alt: string }) {
  if (!uploadedImage(src)) return <>{alt}</>;
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      display="newsArticlePage"
      className="h-auto w-full rounded-card"
    />
  );
}

// On the article's page its title is the h1, so the body's headings start at h2; in the editor
// they sit under a card's heading.
const componentsByLevel = new Map(
  ([2, 3, 4] as const).map((first) => [first, { ...headingsFrom(first), ...components }]),
);

/** An article's body from its Markdown text; plain paragraphs between blank lines read as before. */
export function ArticleMarkdown({
  text,
  headingsStartAt = 2,
}: {
  text: string;
  /** The level of a `#` heading: one below the heading the body sits under. */
  headingsStartAt?: 2 | 3 | 4;
}) {
  return (
    <div className="space-y-4 break-words text-slate-800 leading-relaxed">
      <Markdown components={componentsByLevel.get(headingsStartAt)}>{text}</Markdown>
    </div>
  );
}
