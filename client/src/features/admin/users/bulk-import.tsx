// Bulk import: paste the roster, preview what each row will do, then import all of it or nothing.
// The alerts an admin knows are kept ("Please enter user data", the success count, and "Error: ..."
// when the import fails), and the page then says what was created and what skipped. Instead of creating the accounts, the
// import can email each new person an invitation (`invite=1`).
import {
  type BulkImportRow,
  blockingOutcomes,
  type ImportPreviewRow,
  importPreviewSchema,
  importResultSchema,
} from '@common/admin/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { ApiRequestError } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { AUDIT_LOG_KEY } from '../audit-log/use-audit-log';
import { INVITATIONS_KEY } from '../invitations/use-invitations';
import { OUTBOX_KEY } from '../messages/use-outbox';
import { ImportOutcome } from './import-outcome';
import { ImportPreviewTable } from './import-preview-table';
import { parseRoster } from './parse-roster';
import { ADMIN_USERS_KEY } from './use-admin-users';

const BULK_PATH = '/api/admin/users/bulk';

/** What the server said of the roster `text`, imported as accounts or as invitations. */
interface Preview {
  text: string;
  invite: boolean;
  rows: BulkImportRow[];
  outcomes: ImportPreviewRow[];
}

/** The import's address: a preview or the real one, of accounts or of invitations. */
function bulkPath({ dryRun, invite }: { dryRun: boolean; invite: boolean }): string {
  const query = new URLSearchParams();
  if (dryRun) query.set('dryRun', '1');
  if (invite) query.set('invite', '1');
  return query.size > 0 ? `${BULK_PATH}?${query}` : BULK_PATH;
}

const messageOf = (error: Error) =>
  (error instanceof ApiRequestError ? error.serverMessage : error.message) || 'Unknown error';

export function BulkImport() {
  const queryClient = useQueryClient();
  const ids = { field: useId(), help: useId(), invite: useId() };
  const [text, setText] = useState('');
  const [invite, setInvite] = useState(false);

  const check = useMutation({
    mutationFn: async (sent: Omit<Preview, 'outcomes'>): Promise<Preview> => {
      const path = bulkPath({ dryRun: true, invite: sent.invite });
      return {
        ...sent,
        outcomes: await apiJson(importPreviewSchema, 'POST', path, { users: sent.rows }),
      };
    },
  });
  // A preview holds for the text and the choice it was made from only.
  const preview = check.data?.text === text && check.data.invite === invite ? check.data : null;
  const save = useMutation({
    mutationFn: ({ rows, invite }: Preview) =>
      apiJson(importResultSchema, 'POST', bulkPath({ dryRun: false, invite }), { users: rows }),
    onSuccess: (result, { invite }) => {
      window.alert(invite ? result.message : `Successfully created ${result.successCount} users!`);
      setText('');
      check.reset();
      for (const queryKey of [ADMIN_USERS_KEY, AUDIT_LOG_KEY, INVITATIONS_KEY, OUTBOX_KEY]) {
        queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => window.alert(`Error: ${messageOf(error)}`),
  });

  /** The roster as rows, or null after telling the admin there is nothing to read. */
  function readRoster(): BulkImportRow[] | null {
    const rows = parseRoster(text);
    if (rows.length > 0) return rows;
    window.alert('Please enter user data');
    return null;
  }

  const canImport =
    preview !== null &&
    !preview.outcomes.some((row) => blockingOutcomes.includes(row.outcome)) &&
    preview.outcomes.some((row) => row.outcome === 'create');
  const busy = check.isPending || save.isPending;

  return (
    <div className="mt-4">
      <label htmlFor={ids.field} className="font-medium text-slate-800">
        Users to import
      </label>
      <p id={ids.help} className="text-slate-600 text-sm">
        One user per line: email, first name, last name, role (pending, member, designer or admin).
        A missing role means pending.
      </p>
      <textarea
        id={ids.field}
        aria-describedby={ids.help}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={6}
        spellCheck={false}
        placeholder={'ada.okafor@example.edu, Ada, Okafor, member\nben.lee@example.edu, Ben, Lee'}
        className={`${inputClasses} font-mono text-sm`}
      />
      <div className="mt-3 flex items-start gap-2">
        <input
          id={ids.invite}
          type="checkbox"
          checked={invite}
          onChange={(event) => setInvite(event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-accent-700"
        />
        <label htmlFor={ids.invite} className="text-slate-800">
          Email each new person an invitation instead of creating their account
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => {
            const rows = readRoster();
            if (rows) check.mutate({ text, invite, rows });
          }}
          className="bg-white"
        >
          {check.isPending ? 'Checking...' : 'Preview'}
        </Button>
        <Button disabled={!canImport || busy} onClick={() => preview && save.mutate(preview)}>
          {save.isPending ? 'Importing...' : 'Import'}
        </Button>
      </div>
      {!preview && !check.isError && (
        <p className="mt-2 text-slate-600 text-sm">
          Preview the rows first; nothing is written until you import.
        </p>
      )}
      {check.isError && (
        <p role="alert" className="mt-3 text-red-800">
          The preview failed: {messageOf(check.error)}
        </p>
      )}
      {save.isSuccess && !text && (
        <ImportOutcome result={save.data} outcomes={save.variables.outcomes} />
      )}
      {preview && (
        <ImportPreviewTable
          rows={preview.rows}
          preview={preview.outcomes}
          inviting={preview.invite}
        />
      )}
    </div>
  );
}
