import type { NewsArticle } from '@common/content';
import { SectionError } from '@/components/section-error';
import { SectionHeading } from '@/components/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { formatIsoDate } from '@/lib/format';
import { useNews } from './use-landing-data';

const NEWS_SHOWN = 3;

export function NewsSection() {
  const news = useNews();
  return (
    <section
      id="news"
      aria-labelledby="news-heading"
      className="scroll-mt-20 bg-slate-50 px-6 py-20"
    >
      <SectionHeading id="news-heading" eyebrow="News" title="Latest News" />
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
            <NewsCard key={article.id} article={article} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NewsCard({ article }: { article: NewsArticle }) {
  return (
    <li className="overflow-hidden rounded-card bg-white shadow-sm">
      <img
        src={article.imageUrl || '/images/news/placeholder.svg'}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <div className="p-6">
        <p className="text-slate-600 text-sm">
          <time dateTime={article.date}>{formatIsoDate(article.date)}</time>
          {article.author && ` · ${article.author}`}
        </p>
        <h3 className="mt-2 font-bold text-lg">{article.title}</h3>
        <p className="mt-2 text-slate-700">{article.excerpt}</p>
      </div>
    </li>
  );
}
