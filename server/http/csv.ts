// CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted, and
// quotes doubled. A cell that a spreadsheet would run as a formula (OWASP "CSV injection") gets a
// leading apostrophe, so that a visitor's message cannot become a formula on the webmaster's screen.
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

/** A whole file: a header line, then one line per row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** Answers a CSV file to download; it holds private data, so no cache keeps it. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
