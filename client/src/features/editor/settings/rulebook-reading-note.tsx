// Under the rules document in Club settings: what Axel made of it (decision 40), so an admin learns
// at once that a scan or a PDF without numbered clauses gives Axel nothing to cite, and why.
import { RULEBOOK_READING_PATH, rulebookReadingSchema } from '@common/rules/rulebook';
import { useQuery } from '@tanstack/react-query';
import { Bot, TriangleAlert } from 'lucide-react';
import { retryUnlessUnauthorized } from '@/lib/api';
import { apiJson } from '@/lib/api-json';

export function RulebookReadingNote({ documentUrl }: { documentUrl: string | null }) {
  // Keyed by the document: a new upload (a new address) is asked about afresh.
  const reading = useQuery({
    queryKey: [RULEBOOK_READING_PATH, documentUrl],
    queryFn: () => apiJson(rulebookReadingSchema, 'GET', RULEBOOK_READING_PATH),
    retry: retryUnlessUnauthorized,
  });
  const cannotRead = reading.data && !['read', 'none', 'elsewhere'].includes(reading.data.state);
  return (
    <p
      role="status"
      className={`mt-2 flex gap-2 text-sm ${cannotRead ? 'text-amber-900' : 'text-slate-700'}`}
    >
      {cannotRead ? (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      ) : (
        <Bot aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      <span>
        {reading.isPending && 'Checking what Axel can read in this document…'}
        {reading.isError && 'What Axel can read in this document could not be checked.'}
        {reading.data?.message}
      </span>
    </p>
  );
}
