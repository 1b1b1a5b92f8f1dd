// An article's text, from its Markdown. The server renders it into the page, and the browser keeps
// that HTML: the Markdown renderer's code is fetched only when the browser must draw an article
// itself (an article opened after the page came, or one whose text changed), so neither the home
// page's first touch nor an article's page waits for it.
import type { NewsArticle } from '@common/club/content';
import { lazy, memo, Suspense, useEffect } from 'react';

let wantRenderer = () => {};
/** Settles once an article is drawn in the browser, the first time plain paragraphs stand in. */
const rendererWanted = new Promise<void>((resolve) => {
  wantRenderer = resolve;
});

const ArticleMarkdown = lazy(async () => {
  // The server renders every article at once; in the browser an article the server rendered stays
  // as it came (its boundary is not hydrated while this waits).
  if (typeof document !== 'undefined') await rendererWanted;
  return { default: (await import('./article-markdown')).ArticleMarkdown };
});

/** While the renderer loads (an article drawn in the browser), the text as plain paragraphs. */
function PlainParagraphs({ text }: { text: string }) {
  useEffect(() => wantRenderer(), []);
  return (
    <div className="space-y-4 text-slate-800 leading-relaxed">
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * Drawn again only when the article changes: a boundary the browser kept as the server sent it
 * would otherwise be drawn anew, in plain paragraphs, whenever the page around it changes.
 */
export const ArticleBody = memo(function ArticleBody({
  article,
  headingsStartAt = 2,
}: {
  /** An article, or any other Markdown text (an event's description). */
  article: Pick<NewsArticle, 'content'>;
  /** One level below the article's title: an h1 on its page, an h2 in the home page's dialog. */
  headingsStartAt?: 2 | 3;
}) {
  return (
    // Marked for the browser tests: what is inside may stay as the server sent it, unhydrated.
    <div className="mt-4" data-article-text="">
      <Suspense fallback={<PlainParagraphs text={article.content} />}>
        <ArticleMarkdown text={article.content} headingsStartAt={headingsStartAt} />
      </Suspense>
    </div>
  );
});
