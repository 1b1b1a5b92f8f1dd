// /admin/news-preview?id=<id>: a draft, a scheduled article or a published one's draft of changes,
// shown exactly as the public will see it, under a banner that says it is not public (decision 37).
import { canAccess } from '@common/auth/access';
import {
  type adminNewsArticleSchema,
  newsPreviewPath,
  newsStatusOf,
} from '@common/news/news-publishing';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, EyeOff } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/use-auth';
import { AdminAccessRequired } from '@/features/editor/admin-access-required';
import { tabLink } from '@/features/editor/editor-tabs';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { ApiRequestError } from '@/lib/api';
import { formatDayAndTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { ArticleView } from './article-view';

type PreviewedArticle = z.input<typeof adminNewsArticleSchema>;

const isArticleId = (id: string) => z.uuid().safeParse(id).success;

/** What the banner says the article is. */
function previewNote(article: PreviewedArticle): string {
  const status = newsStatusOf(article);
  if (status === 'scheduled' && article.publishAt) {
    return `Scheduled: the public sees it from ${formatDayAndTime(article.publishAt)}.`;
  }
  if (status === 'published') {
    return article.draft
      ? 'Draft of changes: the public still sees the published text.'
      : 'Published: this is what the public sees.';
  }
  return 'Draft: only admins see it until it is published.';
}

export default function NewsPreviewPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const { user, isLoading } = useAuth();
  const isAdmin = Boolean(user && canAccess(user, 'admin'));
  const preview = useQuery<PreviewedArticle>({
    queryKey: [newsPreviewPath(id)],
    enabled: isAdmin && isArticleId(id),
    staleTime: 0,
  });
  useDocumentTitle(preview.data ? `Preview: ${preview.data.title}` : 'Preview');
  if (isLoading) return <PageLoading />;
  if (!isAdmin) return <AdminAccessRequired signedIn={Boolean(user)} />;
  const missing =
    !isArticleId(id) || (preview.error instanceof ApiRequestError && preview.error.status === 404);
  if (missing) return <NotFoundPage />;
  return (
    <main className="mx-auto max-w-3xl px-6 pt-24 pb-20">
      <p
        role="note"
        className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-slate-900 px-4 py-2 text-sm text-white"
      >
        <EyeOff aria-hidden="true" className="size-4 shrink-0" />
        <strong>Preview.</strong>
        {preview.data && <span>{previewNote(preview.data)}</span>}
      </p>
      <Link
        href={tabLink('news')}
        className="inline-flex items-center gap-1 font-semibold text-accent-700 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the editor
      </Link>
      {preview.isError ? (
        <LoadError
          message="Failed to load the preview. Please try again."
          onRetry={() => preview.refetch()}
        />
      ) : preview.data ? (
        <ArticleView article={preview.data} />
      ) : (
        <Skeleton className="mt-6 h-96" />
      )}
    </main>
  );
}
