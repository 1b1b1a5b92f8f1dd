// An article as the public reads it on its own page: picture, byline, title and text. The article
// page shows the published article, and Preview shows a draft exactly the same way.
import type { NewsArticle } from '@common/club/content';
import { imageOrPlaceholder } from '@common/club/image-displays';
import { ResponsiveImage } from '@/components/responsive-image';
import { ArticleByline } from '@/features/news/article-byline';
import { ArticleBody } from './article-body';

export function ArticleView({ article }: { article: NewsArticle }) {
  return (
    <article className="mt-6">
      <ResponsiveImage
        src={imageOrPlaceholder(article)}
        alt=""
        display="newsArticlePage"
        fetchPriority="high"
        className="aspect-video w-full rounded-card object-cover"
      />
      <ArticleByline article={article} className="mt-6" />
      <h1 className="mt-2 font-extrabold text-3xl tracking-tight sm:text-4xl">{article.title}</h1>
      <ArticleBody article={article} />
    </article>
  );
}
