import type { NewsArticle } from '@common/club/content';
import { imageOrPlaceholder } from '@common/club/image-displays';
import { NEWS_PATH, newsArticlePath } from '@common/news/news';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { ResponsiveImage } from '@/components/responsive-image';
import { SectionError } from '@/components/section-error';
import { SectionHeading } from '@/components/section-heading';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useArticleOverHome } from '@/features/news/article-over-home';
import { PageText } from '@/features/page-texts/page-text';
import { browserRunsCommands, commandAttributes } from '@/lib/browser-commands';
import { useNews } from '../landing/use-landing-data';
import { ArticleByline } from './article-byline';
import { articleDialogId, NewsArticleDialog } from './news-article-dialog';

const NEWS_SHOWN = 3;

export function NewsSection() {
  const news = useNews();
  const shown = news.data?.slice(0, NEWS_SHOWN);
  useArticlePageUnlessShown(shown);
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
            {shown?.map((article) => (
              <NewsCard key={article.id} article={article} opensDialog />
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
    </section>
  );
}

/**
 * An article's address marked as over the home page, whose card the home page does not show (the
 * news changed meanwhile), shows the article's own page instead.
 */
function useArticlePageUnlessShown(shown: NewsArticle[] | undefined) {
  const openSlug = useArticleOverHome();
  const [, navigate] = useLocation();
  const isShown = shown?.some((article) => article.slug === openSlug);
  useEffect(() => {
    if (openSlug && shown && !isShown) navigate(newsArticlePath(openSlug), { replace: true });
  }, [openSlug, shown, isShown, navigate]);
}

/**
 * A news card. Its Read More is a link to the article's page; on the home page (`opensDialog`) it
 * is a button that opens the article in a dialog over the page instead, at the article's address.
 */
export function NewsCard({
  article,
  opensDialog = false,
  heading: Heading = 'h3',
  first = false,
}: {
  /** The title's level: under the section's heading on home, under the page's on /news. */
  heading?: 'h2' | 'h3';
  /** The first card at the top of a page: its picture is the page's largest, loaded at once. */
  first?: boolean;
  article: NewsArticle;
  opensDialog?: boolean;
}) {
  const readMoreClasses = buttonClasses({ variant: 'link', size: 'inline', className: 'mt-auto' });
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
        {opensDialog ? (
          <ReadMoreButton article={article} className={readMoreClasses} />
        ) : (
          <Link
            href={newsArticlePath(article.slug)}
            // Named by its article: the label for screen readers, the hidden text for search
            // engines (Lighthouse reads a link's text, not its label).
            aria-label={`Read more: ${article.title}`}
            className={readMoreClasses}
          >
            Read More<span className="sr-only">: {article.title}</span>
          </Link>
        )}
      </div>
      {opensDialog && <NewsArticleDialog article={article} />}
    </li>
  );
}

/** Opens the article's dialog: the browser does it itself, an older one once the code has come. */
function ReadMoreButton({ article, className }: { article: NewsArticle; className: string }) {
  const dialogId = articleDialogId(article.slug);
  return (
    <button
      type="button"
      aria-label={`Read more: ${article.title}`}
      aria-haspopup="dialog"
      aria-controls={dialogId}
      {...commandAttributes(dialogId, 'show-modal')}
      onClick={() => {
        if (browserRunsCommands()) return;
        const dialog = document.getElementById(dialogId);
        if (dialog instanceof HTMLDialogElement) dialog.showModal();
      }}
      className={className}
    >
      Read More
    </button>
  );
}
