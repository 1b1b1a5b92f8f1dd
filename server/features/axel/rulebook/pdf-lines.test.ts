// A page's text items gathered into lines: by baseline, left to right, with spaces and table cells,
// in one pass however many lines the page has.
import { describe, expect, it } from 'vitest';
import { linesOf, type PdfTextItem } from './pdf-lines';

const item = (str: string, x: number, y: number, width = str.length * 5): PdfTextItem => ({
  str,
  transform: [1, 0, 0, 1, x, y],
  width,
});

describe('the lines of a page', () => {
  it('gathers items by baseline, top to bottom and left to right, with spaces and cells', () => {
    const lines = linesOf([
      item('tubes', 62, 700.5),
      item('B.1.1 Steel', 0, 700),
      item('Member', 0, 680),
      item('Diameter', 100, 680),
      item(' ', 0, 660),
    ]);

    expect(lines).toEqual(['B.1.1 Steel tubes', 'Member | Diameter']);
  });

  it('gathers a page of fifty thousand lines in time that grows with its length', () => {
    const items = Array.from({ length: 50_000 }, (_, line) => item('x', 0, line * 3));
    const started = performance.now();

    const lines = linesOf(items);

    expect(performance.now() - started).toBeLessThan(1000);
    expect(lines).toHaveLength(50_000);
  });
});
