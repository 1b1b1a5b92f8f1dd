// The rules document read once and kept in the database (rulebook_readings, rulebook_clauses), so
// every instance answers from the same clauses. A document is read when it is uploaded (before it
// is stored: a PDF past a reading limit is refused), or when Axel first needs one that was stored
// before Axel could read PDFs.
import { asc, eq } from 'drizzle-orm';
import type { RulebookOutcome } from '../../../../common/rules/rulebook';
import type { Database } from '../../../db/database';
import { rulebookClauses, rulebookReadings } from '../../../db/schema/axel-schema';
import { readUploadedFile } from '../../uploads/uploaded-files';
import type { RulebookClause } from '../retrieval/sources';
import { slicesOf } from '../slices';
import { PdfRefused, readRulebookPdf } from './read-pdf';

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

/** What Axel made of a PDF: its clauses (none when it gives none) and why. */
export interface DocumentReading {
  outcome: RulebookOutcome;
  pages: number;
  clauses: RulebookClause[];
}

/**
 * Reads a PDF into clauses, in a worker thread with limits; a PDF past a limit throws PdfRefused.
 * A PDF that cannot be opened at all is read as `unreadable`.
 */
export async function readDocument(content: Buffer): Promise<DocumentReading> {
  try {
    const { lines, split } = await readRulebookPdf(content);
    return { ...split, pages: lines.length };
  } catch (error) {
    if (error instanceof PdfRefused && error.refusal === 'unreadable') {
      return { outcome: 'unreadable', pages: 0, clauses: [] };
    }
    throw error;
  }
}

/** Keeps a document's reading; two instances reading the same document keep the first one's. */
export async function keepReading(
  db: Database,
  documentPath: string,
  { outcome, pages, clauses }: DocumentReading,
): Promise<StoredReading> {
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
 * Reads a stored PDF that was kept before Axel could read PDFs, when Axel first needs it; undefined
 * when no such file is stored. Past a reading limit, it is unreadable to Axel.
 */
async function readStoredRulebook(
  db: Database,
  documentPath: string,
): Promise<StoredReading | undefined> {
  const file = await readUploadedFile(db, documentPath);
  if (!file) return undefined;
  const reading = await readDocument(file.content).catch((error: unknown) => {
    if (!(error instanceof PdfRefused)) throw error;
    return { outcome: 'unreadable' as const, pages: 0, clauses: [] };
  });
  return keepReading(db, documentPath, reading);
}

/** What reading the document gave, reading it first if nobody has. */
export async function readingOf(
  db: Database,
  documentPath: string,
): Promise<StoredReading | undefined> {
  return (await findReading(db, documentPath)) ?? readStoredRulebook(db, documentPath);
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
