// The admins' copy of the members' directory as a CSV file. It holds what members see and no more:
// a detail a member has not shared stays out of the file too (decision 58).
import type { Deps } from '../../deps';
import { csvStream } from '../../http/csv';
import { directoryBatches, sharedContacts } from './directory';

const CSV_HEADER = ['Name', 'Role', 'Subteam', 'Year', 'Major', 'Email', 'Phone', 'Chat'];

/** Every listed member by name, written a batch at a time, with the file's download name. */
export function exportMembersDirectory(
  deps: Pick<Deps, 'db'>,
  now = new Date(),
): { filename: string; csv: AsyncIterable<string> } {
  return {
    filename: `members-directory-${now.toISOString().slice(0, 10)}.csv`,
    csv: csvStream(CSV_HEADER, csvRows(deps)),
  };
}

async function* csvRows(deps: Pick<Deps, 'db'>) {
  for await (const batch of directoryBatches(deps)) {
    yield batch.map((row) => {
      const shared = sharedContacts(row);
      return [
        row.name,
        row.role,
        row.subteam,
        row.year,
        row.major,
        shared.email,
        shared.phone,
        shared.chat,
      ];
    });
  }
}
