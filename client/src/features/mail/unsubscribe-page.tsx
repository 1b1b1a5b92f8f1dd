// /unsubscribe?token=…: the page behind a notice's "Turn off these emails" link. It names the notice
// and the address, and turns the notice off only when asked (a mail scanner that opens the link
// changes nothing). Mail clients' one-click unsubscribe posts to the API itself.
import { noticeDescriptions, UNSUBSCRIBE_PATH, unsubscribeResultSchema } from '@common/admin/mail';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { LoadError } from '@/components/load-error';
import { PageLayout } from '@/components/page-layout';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { failureMessage } from '@/lib/failure-message';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

const INVALID_LINK_MESSAGE = 'This unsubscribe link is not valid.';

export default function UnsubscribePage() {
  useDocumentTitle('Turn off emails');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const path = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`;
  const notice = useQuery({
    queryKey: [UNSUBSCRIBE_PATH, token],
    queryFn: () => apiJson(unsubscribeResultSchema, 'GET', path),
    enabled: token !== '',
  });
  const turnOff = useMutation({
    mutationFn: () => apiJson(unsubscribeResultSchema, 'POST', path, {}),
  });

  return (
    <PageLayout title="Turn off emails" width="narrow">
      {token === '' ? (
        <Message>{INVALID_LINK_MESSAGE}</Message>
      ) : notice.isError ? (
        notice.error instanceof ApiRequestError && notice.error.status === 400 ? (
          <Message>{notice.error.serverMessage ?? INVALID_LINK_MESSAGE}</Message>
        ) : (
          <LoadError
            message="Failed to read this link. Please try again."
            onRetry={() => notice.refetch()}
          />
        )
      ) : !notice.data ? (
        <Skeleton className="mt-8 h-40" />
      ) : turnOff.data ? (
        <Message done>{turnOff.data.message}</Message>
      ) : (
        <section
          aria-labelledby="unsubscribe-heading"
          className="mt-8 rounded-card border border-slate-200 p-6"
        >
          <h2 id="unsubscribe-heading" className="font-bold text-xl">
            {noticeDescriptions[notice.data.kind].label}
          </h2>
          <p className="mt-2 text-slate-700">{noticeDescriptions[notice.data.kind].description}</p>
          <p className="mt-4 text-slate-800">
            Sent to <span className="break-words font-semibold">{notice.data.email}</span>. Turning
            them off stops these emails only; emails about your account still go.
          </p>
          <Button
            size="lg"
            className="mt-6"
            disabled={turnOff.isPending}
            onClick={() => turnOff.mutate()}
          >
            {turnOff.isPending ? 'Turning off…' : 'Turn off these emails'}
          </Button>
          {turnOff.isError && (
            <p role="alert" className="mt-3 text-red-800">
              {failureMessage(turnOff.error)}
            </p>
          )}
        </section>
      )}
    </PageLayout>
  );
}

function Message({ children, done = false }: { children: string; done?: boolean }) {
  return (
    <div
      role={done ? 'status' : undefined}
      className="mt-8 rounded-card border border-slate-200 bg-slate-50 p-6"
    >
      <p className="text-lg text-slate-800">{children}</p>
      {done && (
        <Link
          href="/profile#mail-settings"
          className="mt-4 inline-block font-semibold text-accent-700 hover:underline"
        >
          Email settings on your profile
        </Link>
      )}
    </div>
  );
}
