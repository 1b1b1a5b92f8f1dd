import type { NewsArticle } from '@common/content';

/** An article's text, a paragraph for each block between blank lines. */
export function ArticleBody({ article }: { article: NewsArticle }) {
  return (
    <div className="mt-4 space-y-4 text-slate-800 leading-relaxed">
      {article.content.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
