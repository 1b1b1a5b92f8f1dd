// The contact inbox of /admin: the interest form's submissions, newest first, the processed flag,
// and a CSV export for the club's spreadsheet.
import { desc, eq } from 'drizzle-orm';
import type { ContactInboxItem } from '../../../common/admin/admin';
import { contactSubmissions } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { toCsv } from '../../http/csv';
import type { Actor } from '../audit/actor';
import { recordChange } from '../audit/record-change';

type ContactRow = typeof contactSubmissions.$inferSelect;

const toInboxItem = (row: ContactRow): ContactInboxItem => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  majorYear: row.majorYear,
  interestLevel: row.interestLevel,
  message: row.message,
  submittedAt: row.submittedAt.toISOString(),
  isProcessed: row.isProcessed,
});

function newestFirst({ db }: Pick<Deps, 'db'>) {
  return db
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.submittedAt), desc(contactSubmissions.id));
}

export async function listContactSubmissions(deps: Pick<Deps, 'db'>): Promise<ContactInboxItem[]> {
  return (await newestFirst(deps)).map(toInboxItem);
}

export async function setContactProcessed(
  { db }: Pick<Deps, 'db'>,
  actor: Actor,
  id: string,
  isProcessed: 0 | 1,
): Promise<ContactInboxItem> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .for('update');
    if (!before) throw new AppError(404, 'Contact submission not found');
    if (before.isProcessed === isProcessed) return toInboxItem(before);
    const [after] = await tx
      .update(contactSubmissions)
      .set({ isProcessed })
      .where(eq(contactSubmissions.id, id))
      .returning();
    if (!after) throw new Error('contact submission update returned no row');
    await recordChange(tx, actor, {
      action: 'set-processed',
      entity: 'contact-submission',
      entityId: id,
      before: { isProcessed: before.isProcessed },
      after: { isProcessed },
    });
    return toInboxItem(after);
  });
}

const CSV_HEADER = [
  'Submitted at',
  'First name',
  'Last name',
  'Email',
  'Major and year',
  'Interest level',
  'Message',
  'Processed',
];

/** Every submission, newest first, as a CSV file with its download name. */
export async function exportContactSubmissions(
  deps: Pick<Deps, 'db'>,
  now = new Date(),
): Promise<{ filename: string; csv: string }> {
  const rows = (await newestFirst(deps)).map((row) => [
    row.submittedAt.toISOString(),
    row.firstName,
    row.lastName,
    row.email,
    row.majorYear,
    row.interestLevel,
    row.message,
    row.isProcessed === 1 ? 'yes' : 'no',
  ]);
  // A byte order mark, so that spreadsheet programs read the file as UTF-8 (names with accents).
  return {
    filename: `contact-submissions-${now.toISOString().slice(0, 10)}.csv`,
    csv: `\uFEFF${toCsv(CSV_HEADER, rows)}`,
  };
}
