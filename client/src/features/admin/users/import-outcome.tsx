// What an import did, left on the page after its alert: how many were created (or invited) and
// which addresses were skipped because they already had an account.
import type { ImportPreviewRow, ImportResult } from '@common/admin/admin';

export function ImportOutcome({
  result,
  outcomes,
}: {
  result: ImportResult;
  outcomes: ImportPreviewRow[];
}) {
  const existing = outcomes.filter((row) => row.outcome === 'exists').map((row) => row.email);
  return (
    <div role="status" className="mt-4 rounded-card border border-green-300 bg-green-50 p-4">
      <p className="font-semibold text-green-900">{result.message}</p>
      {existing.length > 0 && (
        <p className="mt-1 wrap-break-word text-slate-800 text-sm">
          Already had an account: {existing.join(', ')}.
        </p>
      )}
    </div>
  );
}
