// A PDF page's text items (PDF.js's) gathered into lines of text, as the page prints them: items
// on one baseline make a line, a gap makes a space, a wide gap a table's next cell.

/** What PDF.js gives of each piece of text: its string, its position and its width. */
export interface PdfTextItem {
  str: string;
  /** The text's matrix: [4] is its x, [5] its baseline's y, in PDF units (1/72 inch). */
  transform: number[];
  width: number;
}

/** Items whose baselines differ by less than this share a line (in PDF units, 1/72 inch). */
const SAME_LINE_TOLERANCE = 2;
/** A gap wider than this many PDF units between two items of a line is a space... */
const WORD_GAP = 1;
/** ...and one wider than this separates the cells of a table's row. */
const CELL_GAP = 15;

interface Line {
  y: number;
  items: PdfTextItem[];
}

/**
 * The items gathered into lines by their baselines, top to bottom, each left to right. A line is
 * found by its baseline's band of SAME_LINE_TOLERANCE and the bands beside it, so that a page of
 * many items and lines is gathered in one pass.
 */
export function linesOf(items: PdfTextItem[]): string[] {
  const lines: Line[] = [];
  const byBand = new Map<number, Line[]>();
  const bandOf = (y: number) => Math.floor(y / SAME_LINE_TOLERANCE);
  for (const item of items) {
    if (item.str.trim() === '') continue;
    const y = item.transform[5] ?? 0;
    const band = bandOf(y);
    const near = [band - 1, band, band + 1].flatMap((one) => byBand.get(one) ?? []);
    const line = near.find((candidate) => Math.abs(candidate.y - y) < SAME_LINE_TOLERANCE);
    if (line) {
      line.items.push(item);
      continue;
    }
    const added = { y, items: [item] };
    lines.push(added);
    const inBand = byBand.get(band);
    if (inBand) inBand.push(added);
    else byBand.set(band, [added]);
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) => joinItems(line.items.sort((a, b) => xOf(a) - xOf(b))))
    .filter((line) => line !== '');
}

const xOf = (item: PdfTextItem) => item.transform[4] ?? 0;

function joinItems(items: PdfTextItem[]): string {
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
