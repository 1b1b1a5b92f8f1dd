// An article's own page, /news/<slug>: what a shared link opens.
import { NEWS_PATH } from '@common/news/news';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { SectionError } from '@/components/section-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useNews } from '@/features/landing/use-landing-data';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { ArticleView } from './article-view';

export function NewsArticlePage({ params }: { params: { slug: string } }) {
  const news = useNews();
  const article = news.data?.find((candidate) => candidate.slug === params.slug);
  useDocumentTitle(article?.title ?? 'News');
  if (news.isSuccess && !article) return <NotFoundPage />;
  return (
    <main className="mx-auto max-w-3xl px-6 pt-28 pb-20">
      <Link
        href={NEWS_PATH}
        className="inline-flex items-center gap-1 font-semibold text-accent-700 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All news
      </Link>
      {news.isError ? (
        <SectionError message="Failed to load news articles. Please try again later." />
      ) : !article ? (
        <Skeleton className="mt-6 h-96" />
      ) : (
        <ArticleView article={article} />
      )}
    </main>
  );
}
