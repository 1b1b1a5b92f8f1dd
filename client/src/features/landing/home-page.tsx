import { useNews } from './use-news';

// The shell of the landing page; its sections come with the public website issue.
export function HomePage() {
  const news = useNews();
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <p className="font-semibold text-accent-700 text-sm uppercase tracking-wide">
        New club · first season
      </p>
      <h1 className="mt-2 font-extrabold text-4xl tracking-tight sm:text-5xl">
        Off-Road Racing Club
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        We design, build and race an off-road car. No experience required.
      </p>
      <section aria-labelledby="news-heading" className="mt-12">
        <h2 id="news-heading" className="font-bold text-2xl">
          Latest News
        </h2>
        {news.isPending && <p className="mt-4 text-slate-600">Loading news…</p>}
        {news.isError && (
          <p className="mt-4 text-slate-700">
            Failed to load news articles. Please try again later.
          </p>
        )}
        {news.data?.length === 0 && (
          <p className="mt-4 text-slate-700">No news articles available at this time.</p>
        )}
        <ul className="mt-4 space-y-4">
          {news.data?.slice(0, 3).map((article) => (
            <li key={article.id} className="rounded-card border border-slate-200 p-5">
              <h3 className="font-semibold text-lg">{article.title}</h3>
              <p className="mt-1 text-slate-700">{article.excerpt}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
