// A news article's body, written in Markdown (issue 15) and rendered as React elements, on the
// server as in the browser: raw HTML in the text is never rendered, react-markdown's URL filter
// drops javascript: and other unsafe addresses, and what it lets through is narrowed further below.
import { UPLOADED_IMAGES_PATH } from '@common/uploads';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';

const headingClasses = 'mt-8 font-bold text-slate-900 first:mt-0';

// The page's h1 is the article's title, so the body's headings start one level below it.
const components: Components = {
  h1: ({ children }) => <h2 className={`${headingClasses} text-2xl`}>{children}</h2>,
  h2: ({ children }) => <h3 className={`${headingClasses} text-xl`}>{children}</h3>,
  h3: ({ children }) => <h4 className={`${headingClasses} text-lg`}>{children}</h4>,
  h4: ({ children }) => <h4 className={`${headingClasses} text-lg`}>{children}</h4>,
  h5: ({ children }) => <h4 className={`${headingClasses} text-lg`}>{children}</h4>,
  h6: ({ children }) => <h4 className={`${headingClasses} text-lg`}>{children}</h4>,
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

/** An uploaded image's name: no folders, no "..", nothing a browser would rewrite. */
const UPLOADED_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9]+)+$/;

/** Whether an image is one of the site's uploads, the only images the site's CSP lets it show. */
export function isUploadedImage(src: string): boolean {
  return (
    src.startsWith(UPLOADED_IMAGES_PATH) &&
    UPLOADED_NAME.test(src.slice(UPLOADED_IMAGES_PATH.length))
  );
}

// Any other image could load from anywhere and tell that site who reads the article: its
// description stands in for it.
function ArticleImage({ src, alt }: { src: string; alt: string }) {
  if (!isUploadedImage(src)) return <>{alt}</>;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className="h-auto max-w-full rounded-card"
    />
  );
}

/** An article's body from its Markdown text; plain paragraphs between blank lines read as before. */
export function ArticleMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-4 break-words text-slate-800 leading-relaxed">
      <Markdown components={components}>{text}</Markdown>
    </div>
  );
}
