// The text of a PDF, page by page and line by line, read with Mozilla's PDF.js. Loaded only when a
// rules document is read: the library is large, and most requests never need it.
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** Items whose baselines differ by less than this share a line (in PDF units, 1/72 inch). */
const SAME_LINE_TOLERANCE = 2;
/** A gap wider than this many PDF units between two items of a line is a space... */
const WORD_GAP = 1;
/** ...and one wider than this separates the cells of a table's row. */
const CELL_GAP = 15;

/** More pages than any competition's rulebook: a larger document is refused, not read for minutes. */
export const MAX_PAGES = 1000;
/** Reading runs on the server's main thread between requests; it stops past this. */
const READING_TIME_LIMIT_MS = 60_000;

/** Each page's lines of text, top to bottom; a page without text gives no lines. */
export async function readPdfLines(content: Buffer): Promise<string[][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(content),
    // Text only: no fonts loaded, no scripts run, nothing fetched.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  }).promise;
  try {
    if (document.numPages > MAX_PAGES) throw new Error(`The PDF has ${document.numPages} pages`);
    const deadline = Date.now() + READING_TIME_LIMIT_MS;
    const pages: string[][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      if (Date.now() > deadline) throw new Error('Reading the PDF took too long');
      const page = await document.getPage(number);
      const text = await page.getTextContent();
      pages.push(linesOf(text.items.filter((item): item is TextItem => 'str' in item)));
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

interface Line {
  y: number;
  items: TextItem[];
}

/** The items gathered into lines by their baselines, top to bottom, each left to right. */
function linesOf(items: TextItem[]): string[] {
  const lines: Line[] = [];
  for (const item of items) {
    if (item.str.trim() === '') continue;
    const y = item.transform[5] ?? 0;
    const line = lines.find((candidate) => Math.abs(candidate.y - y) < SAME_LINE_TOLERANCE);
    if (line) line.items.push(item);
    else lines.push({ y, items: [item] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) => joinItems(line.items.sort((a, b) => xOf(a) - xOf(b))))
    .filter((line) => line !== '');
}

const xOf = (item: TextItem) => item.transform[4] ?? 0;

function joinItems(items: TextItem[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const gap = xOf(item) - end;
    if (text !== '' && gap > CELL_GAP) text += ' | ';
    else if (text !== '' && gap > WORD_GAP && !text.endsWith(' ') && !item.str.startsWith(' ')) {
      text += ' ';
    }
    text += item.str;
    end = xOf(item) + item.width;
  }
  return text.replace(/\s+/g, ' ').trim();
}
