// Bulk import (spec sections 5 and 8, issue 5): paste the roster, preview what each row will do,
// then import all of it or nothing. The spec's alerts are kept: "Please enter user data", the
// success count, and "Error: ..." when the import fails.
import type { BulkImportRow, ImportPreviewRow, ImportResult } from '@common/admin';
import { blockingOutcomes } from '@common/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { ApiRequestError, apiRequest } from '@/lib/api';
import { ImportPreviewTable } from './import-preview-table';
import { parseRoster } from './parse-roster';
import { ADMIN_USERS_KEY } from './use-admin-users';
import { AUDIT_LOG_KEY } from './use-audit-log';

const BULK_PATH = '/api/admin/users/bulk';

/** What the server said of the roster `text`. */
interface Preview {
  text: string;
  rows: BulkImportRow[];
  outcomes: ImportPreviewRow[];
}

const messageOf = (error: Error) =>
  (error instanceof ApiRequestError ? error.serverMessage : error.message) || 'Unknown error';

export function BulkImport() {
  const queryClient = useQueryClient();
  const ids = { field: useId(), help: useId() };
  const [text, setText] = useState('');

  const check = useMutation({
    mutationFn: async ({ text, rows }: Omit<Preview, 'outcomes'>): Promise<Preview> => {
      const response = await apiRequest('POST', `${BULK_PATH}?dryRun=1`, { users: rows });
      return { text, rows, outcomes: (await response.json()) as ImportPreviewRow[] };
    },
  });
  // A preview holds for the text it was made from only.
  const preview = check.data?.text === text ? check.data : null;
  const save = useMutation({
    mutationFn: async (rows: BulkImportRow[]) =>
      (await (await apiRequest('POST', BULK_PATH, { users: rows })).json()) as ImportResult,
    onSuccess: (result) => {
      window.alert(`Successfully created ${result.successCount} users!`);
      setText('');
      check.reset();
      queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
      queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
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
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => {
            const rows = readRoster();
            if (rows) check.mutate({ text, rows });
          }}
          className="bg-white"
        >
          {check.isPending ? 'Checking...' : 'Preview'}
        </Button>
        <Button disabled={!canImport || busy} onClick={() => preview && save.mutate(preview.rows)}>
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
      {preview && <ImportPreviewTable rows={preview.rows} preview={preview.outcomes} />}
    </div>
  );
}
