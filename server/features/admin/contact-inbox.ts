// The contact inbox of /admin: the interest form's submissions, newest first a page at a time, the
// processed flag, and a CSV export for the club's spreadsheet. A public form fills it, so no request
// reads it whole.
import { count, desc, eq, sql } from 'drizzle-orm';
import {
  CONTACT_INBOX_PAGE_SIZE,
  type ContactInbox,
  type ContactInboxItem,
} from '../../../common/admin/admin';
import { contactSubmissions } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { csvStream } from '../../http/csv';
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

const newestFirst = [desc(contactSubmissions.submittedAt), desc(contactSubmissions.id)] as const;

/** A page of the inbox, newest first, with the counts of all messages and of unprocessed ones. */
export async function listContactSubmissions(
  { db }: Pick<Deps, 'db'>,
  page: number,
): Promise<ContactInbox> {
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .orderBy(...newestFirst)
      .limit(CONTACT_INBOX_PAGE_SIZE)
      .offset((page - 1) * CONTACT_INBOX_PAGE_SIZE),
    db
      .select({
        total: count(),
        unprocessed:
          sql<number>`count(*) filter (where ${contactSubmissions.isProcessed} = 0)`.mapWith(
            Number,
          ),
      })
      .from(contactSubmissions),
  ]);
  return {
    items: rows.map(toInboxItem),
    page,
    pageSize: CONTACT_INBOX_PAGE_SIZE,
    total: counts?.total ?? 0,
    unprocessed: counts?.unprocessed ?? 0,
  };
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

/** Every submission, newest first, as a CSV file written a batch at a time, with its download name. */
export function exportContactSubmissions(
  deps: Pick<Deps, 'db'>,
  now = new Date(),
): { filename: string; csv: AsyncIterable<string> } {
  return {
    filename: `contact-submissions-${now.toISOString().slice(0, 10)}.csv`,
    csv: csvStream(CSV_HEADER, csvRows(deps)),
  };
}

async function* csvRows(deps: Pick<Deps, 'db'>) {
  for await (const batch of submissionBatches(deps)) {
    yield batch.map((row) => [
      row.submittedAt.toISOString(),
      row.firstName,
      row.lastName,
      row.email,
      row.majorYear,
      row.interestLevel,
      row.message,
      row.isProcessed === 1 ? 'yes' : 'no',
    ]);
  }
}

/** Rows read for the export at a time. */
const EXPORT_BATCH = 500;

/**
 * Every submission, newest first, a batch at a time, each read after the last one read. The last
 * one's time is carried as the database writes it: a JavaScript date keeps milliseconds, the
 * database microseconds, and rows of the same millisecond would be skipped.
 */
async function* submissionBatches({ db }: Pick<Deps, 'db'>) {
  let last: { at: string; id: string } | undefined;
  for (;;) {
    const batch = await db
      .select({
        id: contactSubmissions.id,
        submittedAt: contactSubmissions.submittedAt,
        firstName: contactSubmissions.firstName,
        lastName: contactSubmissions.lastName,
        email: contactSubmissions.email,
        majorYear: contactSubmissions.majorYear,
        interestLevel: contactSubmissions.interestLevel,
        message: contactSubmissions.message,
        isProcessed: contactSubmissions.isProcessed,
        at: sql<string>`${contactSubmissions.submittedAt}::text`,
      })
      .from(contactSubmissions)
      .where(
        last &&
          sql`(${contactSubmissions.submittedAt}, ${contactSubmissions.id}) < (${last.at}::timestamptz, ${last.id}::uuid)`,
      )
      .orderBy(...newestFirst)
      .limit(EXPORT_BATCH);
    if (batch.length > 0) yield batch;
    const end = batch.at(-1);
    if (!end || batch.length < EXPORT_BATCH) return;
    last = { at: end.at, id: end.id };
  }
}
