import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <h1 className="text-4xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className={buttonClasses({ size: 'lg' })}>
        Back to home
      </Link>
    </main>
  );
}
