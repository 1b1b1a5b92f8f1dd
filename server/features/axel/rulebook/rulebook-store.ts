// The rules document read once and kept in the database (rulebook_readings, rulebook_clauses), so
// every instance answers from the same clauses. A document is read when it is uploaded, or when
// Axel first needs one that was stored before Axel could read PDFs.
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RulebookOutcome } from '../../../../common/rules/rulebook';
import type { Database } from '../../../db/database';
import { rulebookClauses, rulebookReadings } from '../../../db/schema/axel-schema';
import { readUploadedFile } from '../../uploads/uploaded-files';
import type { RulebookClause } from '../retrieval/sources';
import { slicesOf } from '../slices';
import { splitClauses } from './split-clauses';

export interface StoredReading {
  outcome: RulebookOutcome;
  pages: number;
  clauses: number;
}

/** What reading the document gave, if it was read. */
async function findReading(db: Database, documentPath: string): Promise<StoredReading | undefined> {
  const [row] = await db
    .select({
      outcome: rulebookReadings.outcome,
      pages: rulebookReadings.pages,
      clauses: rulebookReadings.clauses,
    })
    .from(rulebookReadings)
    .where(eq(rulebookReadings.documentPath, documentPath));
  return row && { ...row, outcome: row.outcome as RulebookOutcome };
}

/**
 * Reads a stored PDF into clauses and keeps them; undefined when no such file is stored. Two
 * instances reading the same document at once keep the first one's reading.
 */
async function readRulebook(
  db: Database,
  documentPath: string,
): Promise<StoredReading | undefined> {
  const file = await readUploadedFile(db, documentPath);
  if (!file) return undefined;
  const { outcome, pages, clauses } = await splitDocument(file.content);
  const reading = { outcome, pages, clauses: clauses.length };
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(rulebookReadings)
      .values({ documentPath, ...reading })
      .onConflictDoNothing()
      .returning({ documentPath: rulebookReadings.documentPath });
    if (inserted.length === 0 || clauses.length === 0) return;
    const rows = clauses.map((clause, position) => ({ documentPath, position, ...clause }));
    for (const slice of slicesOf(rows, 500)) await tx.insert(rulebookClauses).values(slice);
  });
  return (await findReading(db, documentPath)) ?? reading;
}

/**
 * Reads a rules document just uploaded, while the admin waits, so that Club settings can say at
 * once what Axel made of it. A failure here (the database briefly down) only defers the reading to
 * the first question, and never fails the upload.
 */
export async function readUploadedRulebook(
  db: Database,
  documentPath: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await readRulebook(db, documentPath).catch((error: unknown) =>
    log.warn({ err: error }, 'could not read the rules document for Axel yet'),
  );
}

/** What reading the document gave, reading it first if nobody has. */
export async function readingOf(
  db: Database,
  documentPath: string,
): Promise<StoredReading | undefined> {
  return (await findReading(db, documentPath)) ?? readRulebook(db, documentPath);
}

async function splitDocument(content: Buffer) {
  const { readPdfLines } = await import('./read-pdf');
  const lines = await readPdfLines(content).catch(() => undefined);
  if (!lines) return { outcome: 'unreadable' as const, pages: 0, clauses: [] };
  return { ...splitClauses(lines), pages: lines.length };
}

export async function loadClauses(db: Database, documentPath: string): Promise<RulebookClause[]> {
  return db
    .select({
      number: rulebookClauses.number,
      heading: rulebookClauses.heading,
      page: rulebookClauses.page,
      body: rulebookClauses.body,
    })
    .from(rulebookClauses)
    .where(eq(rulebookClauses.documentPath, documentPath))
    .orderBy(asc(rulebookClauses.position));
}
