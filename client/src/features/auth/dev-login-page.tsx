// /dev-login: the local sign-in of development (DEV_LOGIN=1), one button per seeded user.
import { type DevLoginUser, devLoginResultSchema } from '@common/auth/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PageLayout } from '@/components/page-layout';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { roleBadgeTone } from '@/lib/format';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

export default function DevLoginPage() {
  useDocumentTitle('Local sign-in');
  const users = useQuery<DevLoginUser[]>({ queryKey: ['/api/auth/dev-users'] });
  const signIn = useMutation({
    mutationFn: (userId: string) => {
      // Login sends a visitor here with the page to come back to (the server checks it).
      const returnTo = new URLSearchParams(window.location.search).get('returnTo') ?? undefined;
      return apiJson(devLoginResultSchema, 'POST', '/api/auth/dev-login', { userId, returnTo });
    },
    onSuccess: ({ redirectTo }) => {
      window.location.href = redirectTo;
    },
  });

  const turnedOff = users.error instanceof ApiRequestError && users.error.status === 404;
  return (
    <PageLayout
      title="Local sign-in"
      intro="For development only: sign in as one of the seeded users, without an identity provider."
      width="narrow"
    >
      {users.isPending && <p className="mt-8 text-slate-600">Loading users…</p>}
      {users.isError && (
        <p role="alert" className="mt-8 text-red-800">
          {turnedOff
            ? 'Local sign-in is turned off. Start the server with DEV_LOGIN=1 to use it.'
            : 'Failed to load the users. Please try again.'}
        </p>
      )}
      {signIn.isError && (
        <p role="alert" className="mt-8 text-red-800">
          Sign-in failed: {signIn.error.message}
        </p>
      )}
      {users.data && (
        <ul className="mt-8 space-y-3">
          {users.data.map((user) => (
            <li
              key={user.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-slate-200 p-4"
            >
              <div>
                <p className="font-semibold">
                  {user.name} <Badge tone={roleBadgeTone(user.role)}>{user.role}</Badge>
                  {user.isActive === 0 && (
                    <span className="ml-2 text-slate-600 text-sm">inactive</span>
                  )}
                </p>
                <p className="text-slate-600 text-sm">{user.email}</p>
              </div>
              <Button
                disabled={signIn.isPending}
                onClick={() => signIn.mutate(user.id)}
                className="text-sm"
              >
                Sign in as {user.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
