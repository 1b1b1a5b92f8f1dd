import type { NewsArticle } from '@common/content';
import { imageOrPlaceholder } from '@common/image-displays';
import { NEWS_PATH, newsArticlePath } from '@common/news';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'wouter';
import { ResponsiveImage } from '@/components/responsive-image';
import { SectionError } from '@/components/section-error';
import { SectionHeading } from '@/components/section-heading';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { articleOverHomeState, useArticleOverHome } from '@/features/news/article-over-home';
import { PageText } from '@/features/page-texts/page-text';
import { ArticleByline } from './article-byline';
import { useNews } from './use-landing-data';

const NewsArticleDialog = lazy(() => import('./news-article-dialog'));

const NEWS_SHOWN = 3;

export function NewsSection() {
  const news = useNews();
  const openSlug = useArticleOverHome();
  const openArticle = openSlug && news.data?.find((article) => article.slug === openSlug);
  // The Read More link that opened the dialog, which gets focus back on close.
  const readMore = useRef<HTMLElement | null>(null);
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
        <>
          <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
            {news.data.slice(0, NEWS_SHOWN).map((article) => (
              <NewsCard
                key={article.id}
                article={article}
                onReadMore={(link) => {
                  readMore.current = link;
                }}
              />
            ))}
          </ul>
          {news.data.length > NEWS_SHOWN && (
            <p className="mt-10 text-center">
              <Link href={NEWS_PATH} className={buttonClasses({ variant: 'outline' })}>
                All news
              </Link>
            </p>
          )}
        </>
      )}
      {openArticle && (
        <Suspense>
          <NewsArticleDialog
            article={openArticle}
            returnFocusTo={readMore.current}
            onClose={() => window.history.back()}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * A news card. Its Read More is a link to the article's page; on the home page (`onReadMore`) it
 * opens the article in a dialog over the page instead, at the article's address.
 */
export function NewsCard({
  article,
  onReadMore,
  heading: Heading = 'h3',
  first = false,
}: {
  /** The title's level: under the section's heading on home, under the page's on /news. */
  heading?: 'h2' | 'h3';
  /** The first card at the top of a page: its picture is the page's largest, loaded at once. */
  first?: boolean;
  article: NewsArticle;
  onReadMore?: (link: HTMLElement) => void;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-card bg-white shadow-sm">
      <ResponsiveImage
        src={imageOrPlaceholder(article)}
        alt=""
        display="newsCard"
        fetchPriority={first ? 'high' : undefined}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col items-start p-6">
        <ArticleByline article={article} className="" />
        <Heading className="mt-2 font-bold text-lg">{article.title}</Heading>
        <p className="mt-2 mb-4 text-slate-700">{article.excerpt}</p>
        <Link
          href={newsArticlePath(article.slug)}
          state={onReadMore ? articleOverHomeState : undefined}
          onClick={(event) => onReadMore?.(event.currentTarget)}
          // Named by its article: the label for screen readers, the hidden text for search engines
          // (Lighthouse reads a link's text, not its label).
          aria-label={`Read more: ${article.title}`}
          className={buttonClasses({ variant: 'link', size: 'inline', className: 'mt-auto' })}
        >
          Read More<span className="sr-only">: {article.title}</span>
        </Link>
      </div>
    </li>
  );
}
