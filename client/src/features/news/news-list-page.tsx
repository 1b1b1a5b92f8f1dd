// Every published article, newest first, NEWS_PAGE_SIZE to a page: /news, /news?page=2…
import { newsOnPage, newsPageCount, newsPageOf, newsPagePath } from '@common/news/news';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { SectionError } from '@/components/section-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useNews } from '@/features/landing/use-landing-data';
import { NewsCard } from '@/features/news/news-section';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

export function NewsListPage() {
  const page = newsPageOf(useSearch());
  const news = useNews();
  useDocumentTitle(page && page > 1 ? `News, page ${page}` : 'News');
  const pageCount = newsPageCount(news.data?.length ?? 0);
  if (page === undefined || (news.isSuccess && page > pageCount)) return <NotFoundPage />;
  const shown = news.data && newsOnPage(news.data, page);
  return (
    <main className="mx-auto max-w-6xl px-6 pt-28 pb-20">
      <h1 className="font-extrabold text-3xl tracking-tight sm:text-4xl">News</h1>
      {news.isError ? (
        <SectionError message="Failed to load news articles. Please try again later." />
      ) : !shown ? (
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-80" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="mt-10 text-slate-600">No news articles available at this time.</p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {shown.map((article, index) => (
            <NewsCard key={article.id} article={article} heading="h2" first={index === 0} />
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label="News pages" className="mt-12 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link href={newsPagePath(page - 1)} className={pageLinkClasses}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Newer articles
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600 text-sm">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link href={newsPagePath(page + 1)} className={pageLinkClasses}>
              Older articles
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </main>
  );
}

const pageLinkClasses =
  'inline-flex items-center gap-1 font-semibold text-accent-700 hover:underline';
