// Previous and Next between the pages of a long admin list, with where the reader is.
import { Button } from '@/components/ui/button';

export function PageSwitcher({
  label,
  page,
  pages,
  onPage,
}: {
  /** Names the navigation for screen readers, e.g. "Outbox pages". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-slate-700 text-sm">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
