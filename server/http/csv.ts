// CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted, and
// quotes doubled. A cell that a spreadsheet would run as a formula (OWASP "CSV injection") gets a
// leading apostrophe, so that a visitor's message cannot become a formula on the webmaster's screen.
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

type CsvValue = string | number | null | undefined;

/** One cell: empty for null, guarded against formulas, quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One row's line, with its CRLF line end. */
const csvLine = (row: readonly CsvValue[]) => `${row.map(csvCell).join(',')}\r\n`;

/** A whole file: a header line, then one line per row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}

/**
 * A pause after each batch, in which V8's background work (marking, sweeping, giving pages back)
 * catches up: unpaced, an export swelled the heap until the next full collection, and the inbox's
 * 100,000 rows peaked 13 MB higher, at the memory budget, in about 1 s rather than 3 (decision 55).
 */
const PAUSE_AFTER_BATCH_MS = 10;

/**
 * A file written as its rows come from the database, a batch at a time, so that a table of any size
 * is never held whole: a byte order mark (spreadsheet programs then read it as UTF-8), the header
 * line, then each batch's lines as one piece of text. A batch is turned into text as soon as it
 * is read, so its rows are short-lived garbage rather than objects that outlive a few young-heap
 * collections and fill the old heap (decision 55).
 */
export async function* csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const rows of batches) {
    yield rows.map(csvLine).join('');
    await sleep(PAUSE_AFTER_BATCH_MS);
  }
}

/** Answers a CSV file to download; it holds private data, so no cache keeps it. */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  csv: string | AsyncIterable<string>,
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(typeof csv === 'string' ? csv : Readable.from(csv));
}
