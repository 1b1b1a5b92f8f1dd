import { Link } from 'wouter';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <h1 className="text-4xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link
        href="/"
        className="rounded-lg bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-800"
      >
        Back to home
      </Link>
    </main>
  );
}
