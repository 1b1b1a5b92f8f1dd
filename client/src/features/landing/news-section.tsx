import type { NewsArticle } from '@common/content';
import { lazy, Suspense, useState } from 'react';
import { SectionError } from '@/components/section-error';
import { SectionHeading } from '@/components/section-heading';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PageText } from '@/features/page-texts/page-text';
import { ArticleByline } from './article-byline';
import { useNews } from './use-landing-data';

const NewsArticleDialog = lazy(() => import('./news-article-dialog'));

const NEWS_SHOWN = 3;

export function NewsSection() {
  const news = useNews();
  // The open article and the Read More button that opened it, which gets focus back on close.
  const [open, setOpen] = useState<{ article: NewsArticle; readMore: HTMLElement } | null>(null);
  return (
    <section id="news" aria-labelledby="news-heading" className="bg-slate-50 px-6 py-20">
      <SectionHeading id="news-heading" eyebrow="News" title={<PageText id="news.heading" />} />
      {news.isError ? (
        <SectionError message="Failed to load news articles. Please try again later." />
      ) : news.isPending ? (
        <div className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-80" />
          ))}
        </div>
      ) : news.data.length === 0 ? (
        <p className="mt-10 text-center text-slate-600">No news articles available at this time.</p>
      ) : (
        <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
          {news.data.slice(0, NEWS_SHOWN).map((article) => (
            <NewsCard
              key={article.id}
              article={article}
              onReadMore={(readMore) => setOpen({ article, readMore })}
            />
          ))}
        </ul>
      )}
      {open && (
        <Suspense>
          <NewsArticleDialog
            article={open.article}
            returnFocusTo={open.readMore}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

function NewsCard({
  article,
  onReadMore,
}: {
  article: NewsArticle;
  onReadMore: (readMore: HTMLElement) => void;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-card bg-white shadow-sm">
      <img
        src={article.imageUrl || '/images/news/placeholder.svg'}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col items-start p-6">
        <ArticleByline article={article} className="" />
        <h3 className="mt-2 font-bold text-lg">{article.title}</h3>
        <p className="mt-2 mb-4 text-slate-700">{article.excerpt}</p>
        <Button
          variant="link"
          size="inline"
          onClick={(event) => onReadMore(event.currentTarget)}
          aria-label={`Read more: ${article.title}`}
          className="mt-auto"
        >
          Read More
        </Button>
      </div>
    </li>
  );
}
