import type { NewsArticle } from '@common/club/content';
import { formatIsoDate } from '@/lib/format';

/** The date and author line of a news article. */
export function ArticleByline({ article, className }: { article: NewsArticle; className: string }) {
  return (
    <p className={`text-slate-600 text-sm ${className}`}>
      <time dateTime={article.date}>{formatIsoDate(article.date)}</time>
      {article.author && ` · ${article.author}`}
    </p>
  );
}
