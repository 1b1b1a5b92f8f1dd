// An article's text, from its Markdown. The Markdown renderer is loaded only where an article is
// read: the server renders it into the page, and the browser keeps that HTML until the renderer's
// code has come, so the home page's first touch does not wait for it.
import type { NewsArticle } from '@common/content';
import { lazy, Suspense } from 'react';

const ArticleMarkdown = lazy(async () => ({
  default: (await import('./article-markdown')).ArticleMarkdown,
}));

/** While the renderer loads (an article opened in the browser), the text as plain paragraphs. */
function PlainParagraphs({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-slate-800 leading-relaxed">
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

export function ArticleBody({
  article,
  headingsStartAt = 2,
}: {
  article: NewsArticle;
  /** One level below the article's title: an h1 on its page, an h2 in the home page's dialog. */
  headingsStartAt?: 2 | 3;
}) {
  return (
    <div className="mt-4">
      <Suspense fallback={<PlainParagraphs text={article.content} />}>
        <ArticleMarkdown text={article.content} headingsStartAt={headingsStartAt} />
      </Suspense>
    </div>
  );
}
