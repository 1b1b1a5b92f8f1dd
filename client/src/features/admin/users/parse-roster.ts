// The bulk import's text: one user per line, "email, firstName, lastName, role". Blank lines
// are skipped and fields trimmed; a missing name is null and a missing role is pending.
import type { BulkImportRow } from '@common/admin/admin';

export function parseRoster(text: string): BulkImportRow[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [email = '', firstName = '', lastName = '', role = ''] = line
        .split(',')
        .map((field) => field.trim());
      return {
        email,
        firstName: firstName || null,
        lastName: lastName || null,
        role: role || 'pending',
      };
    });
}
