// A worker thread that reads a rules PDF: its text page by page and line by line, with Mozilla's
// PDF.js, then its clauses (decision 53). It runs apart from the server's requests, which a hostile
// PDF could otherwise hold up; read-pdf.ts starts it with a time and a memory limit. Node runs this
// file as it is, its types stripped: its own modules are imported with their `.ts`.
import { parentPort, workerData } from 'node:worker_threads';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { PdfLimitPassed } from '../../../../common/rules/rulebook';
import { linesOf } from './pdf-lines.ts';
import { type RulebookSplit, splitClauses } from './split-clauses.ts';

/** What read-pdf.ts sends: the PDF, and the most pages and characters of text it may have. */
export interface PdfJob {
  content: Uint8Array;
  maxPages: number;
  maxCharacters: number;
}

/** Why a PDF is not read: a limit passed (read-pdf.ts checks time and memory), or no PDF at all. */
export type PdfRefusal = PdfLimitPassed | 'unreadable';

/** Each page's lines and the clauses split from them, or why the PDF is refused. */
export type PdfAnswer = { lines: string[][]; split: RulebookSplit } | { refused: PdfRefusal };

async function read(job: PdfJob): Promise<PdfAnswer> {
  const reading = await readLines(job);
  return 'lines' in reading ? { ...reading, split: splitClauses(reading.lines) } : reading;
}

async function readLines({
  content,
  maxPages,
  maxCharacters,
}: PdfJob): Promise<{ lines: string[][] } | { refused: PdfRefusal }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: content,
    // Text only: no fonts loaded, no scripts run, nothing fetched.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  }).promise.catch(() => undefined);
  if (!document) return { refused: 'unreadable' };
  try {
    if (document.numPages > maxPages) return { refused: 'too-many-pages' };
    const lines: string[][] = [];
    let characters = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const text = await page.getTextContent();
      const items = text.items.filter((item): item is TextItem => 'str' in item);
      for (const item of items) characters += item.str.length;
      if (characters > maxCharacters) return { refused: 'too-much-text' };
      lines.push(linesOf(items));
      page.cleanup();
    }
    return { lines };
  } catch {
    return { refused: 'unreadable' };
  } finally {
    await document.destroy();
  }
}

if (parentPort) parentPort.postMessage(await read(workerData as PdfJob));
