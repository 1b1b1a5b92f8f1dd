// The bulk import's preview: each row of the roster with what the import will do with it.
import {
  type BulkImportRow,
  blockingOutcomes,
  type ImportOutcome,
  type ImportPreviewRow,
  importOutcomeLabels,
} from '@common/admin/admin';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import type { BadgeTone } from '@/lib/format';

const outcomeTones: Record<ImportOutcome, BadgeTone> = {
  create: 'green',
  exists: 'grey',
  'invalid-email': 'red',
  'unknown-role': 'red',
  'duplicate-in-import': 'red',
};

/** What a new person's row says when the import sends invitations instead of making accounts. */
const INVITE_LABEL = 'Will be invited';

export function ImportPreviewTable({
  rows,
  preview,
  inviting = false,
}: {
  rows: BulkImportRow[];
  preview: ImportPreviewRow[];
  /** The import emails invitations rather than creating the accounts. */
  inviting?: boolean;
}) {
  const count = (test: (outcome: ImportOutcome) => boolean) =>
    preview.filter((row) => test(row.outcome)).length;
  const toCreate = count((outcome) => outcome === 'create');
  const existing = count((outcome) => outcome === 'exists');
  const blocked = count((outcome) => blockingOutcomes.includes(outcome));

  return (
    <div className="mt-6">
      <p className="font-semibold" role="status">
        Preview: {toCreate} to {inviting ? 'invite' : 'create'}, {existing} already{' '}
        {existing === 1 ? 'exists' : 'exist'}
        {blocked > 0 && `, ${blocked} to fix before importing`}.
        {blocked === 0 && toCreate === 0 && ' Nothing to import: everyone listed has an account.'}
      </p>
      {blocked > 0 && (
        <p className="mt-1 text-slate-700 text-sm">
          Fix the rows marked in red, then preview again. Nothing has been written.
        </p>
      )}
      <DataTable
        label="Import preview"
        caption="What the import will do with each row"
        columns={['Row', 'Email', 'Name', 'Role', 'Outcome']}
        minWidth="min-w-[36rem]"
        className="mt-3"
      >
        {preview.map(({ row, email, outcome }) => {
          const sent = rows[row - 1];
          const name = [sent?.firstName, sent?.lastName].filter(Boolean).join(' ');
          return (
            <tr key={row} className={blockingOutcomes.includes(outcome) ? 'bg-red-50' : ''}>
              <td className="px-3 py-2">{row}</td>
              <td className="break-all px-3 py-2">{email || '(empty)'}</td>
              <td className="px-3 py-2">{name || '—'}</td>
              <td className="px-3 py-2">{sent?.role}</td>
              <td className="px-3 py-2">
                <Badge tone={outcomeTones[outcome]}>
                  {inviting && outcome === 'create' ? INVITE_LABEL : importOutcomeLabels[outcome]}
                </Badge>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
