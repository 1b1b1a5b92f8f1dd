// A rules PDF read into clauses, as a competition prints one: a contents page, running headers and
// footers, parts' titles, clauses with and without headings, a table, a clause over a page break.
import { describe, expect, it } from 'vitest';
import {
  makeLetterPdf,
  makeLongPdf,
  makeRulebookPdf,
  makeScannedPdf,
} from '../../../test/rulebook/make-rulebook-pdf';
import type { TestRulebook } from '../../../test/rulebook/rulebook-blocks';
import type { RulebookClause } from '../retrieval/sources';
import { PDF_LIMITS, type PdfLimits, readRulebookPdf } from './read-pdf';

const longParagraph = (topic: string) =>
  `${Array.from(
    { length: 14 },
    (_, i) => `Sentence ${i + 1} about ${topic} explains what the team must show the inspectors.`,
  ).join(' ')} This ends ${topic}.`;

const rulebook: TestRulebook = {
  title: 'Trail Car Rules (fixture)',
  revision: 'F2',
  blocks: [
    { kind: 'part', title: 'PART B  VEHICLE' },
    {
      kind: 'clause',
      number: 'B.1',
      heading: 'Frame',
      paragraphs: ['The frame carries the loads.'],
    },
    {
      kind: 'clause',
      number: 'B.1.1',
      paragraphs: ['Primary members are steel tubes.', 'Welds are made by a qualified welder.'],
    },
    {
      kind: 'table',
      rows: [
        ['Member', 'Outside diameter', 'Wall'],
        ['Primary', '25.4 mm', '3.05 mm'],
      ],
    },
    { kind: 'clause', number: 'B.3', heading: 'Ground Clearance', paragraphs: ['As follows.'] },
    {
      kind: 'clause',
      number: 'B.3.1',
      paragraphs: ['The lowest point of the vehicle is at least 250 mm above level ground.'],
    },
    ...Array.from({ length: 5 }, (_, i) => ({
      kind: 'clause' as const,
      number: `B.4.${i + 1}`,
      heading: `Endurance Topic ${i + 1}`,
      paragraphs: [longParagraph(`topic ${i + 1}`)],
    })),
    { kind: 'page-break' },
    { kind: 'part', title: 'PART C  EVENTS' },
    { kind: 'clause', number: 'C.1', heading: 'Hill Climb', paragraphs: ['Run twice.'] },
  ],
};

const byNumber = (clauses: RulebookClause[], number: string) => {
  const clause = clauses.find((candidate) => candidate.number === number);
  if (!clause) throw new Error(`no clause ${number} in ${clauses.map((c) => c.number)}`);
  return clause;
};

describe('reading a rulebook PDF', () => {
  it('splits it into numbered clauses with their headings, pages and text', async () => {
    const { lines: pages, split } = await readRulebookPdf(await makeRulebookPdf(rulebook));

    expect(split.outcome).toBe('read');
    const { clauses } = split;
    // The contents page (page 2) lists clauses too; only the clauses themselves count.
    expect(clauses.map((clause) => clause.number)).toEqual([
      'B.1',
      'B.1.1',
      'B.3',
      'B.3.1',
      'B.4.1',
      'B.4.2',
      'B.4.3',
      'B.4.4',
      'B.4.5',
      'C.1',
    ]);
    expect(byNumber(clauses, 'B.1')).toEqual({
      number: 'B.1',
      heading: 'Frame',
      page: 3,
      body: 'The frame carries the loads.',
    });
    // A clause without a heading takes its parent's; a paragraph without a number, and a table's
    // rows (cell by cell), belong to the clause before them.
    expect(byNumber(clauses, 'B.1.1')).toMatchObject({
      heading: 'Frame',
      body:
        'Primary members are steel tubes. Welds are made by a qualified welder. ' +
        'Member | Outside diameter | Wall Primary | 25.4 mm | 3.05 mm',
    });
    expect(byNumber(clauses, 'B.3.1')).toMatchObject({
      heading: 'Ground Clearance',
      body: 'The lowest point of the vehicle is at least 250 mm above level ground.',
    });
    // Parts' titles, the running header and the "Page N of M" footer belong to no clause.
    for (const clause of clauses) {
      expect(clause.body).not.toMatch(/PART [BC]|Trail Car Rules|Page \d+ of \d+/);
    }
    expect(byNumber(clauses, 'C.1').page).toBe(pages.length);
  });

  it('keeps a clause running over a page whole, on the page where it starts', async () => {
    const { lines: pages, split } = await readRulebookPdf(await makeRulebookPdf(rulebook));
    const { clauses } = split;

    const pageEnding = (clause: RulebookClause) =>
      pages.findIndex((lines) => lines.join(' ').includes(clause.body.slice(-20))) + 1;
    const overBreak = clauses.find((clause) => pageEnding(clause) > clause.page);

    expect(overBreak, 'a clause that runs over a page').toBeDefined();
    expect(overBreak?.body).toMatch(
      /^Sentence 1 about topic (\d)\b.* Sentence 14 about topic \1 .* This ends topic \1\.$/,
    );
    expect(overBreak?.body).not.toMatch(/Page \d|Trail Car Rules/);
  });

  it('finds no text in a scan, and no clauses in a letter', async () => {
    expect((await readRulebookPdf(await makeScannedPdf())).split.outcome).toBe('no-text');
    const letter = await makeLetterPdf([
      'Dear teams, the 2.5 mm rule is unchanged this year.',
      'See you at the competition.',
    ]);
    expect((await readRulebookPdf(letter)).split.outcome).toBe('no-clauses');
  });

  it('refuses a file that is not a readable PDF', async () => {
    await expect(readRulebookPdf(Buffer.from('%PDF-1.7\nnot really a PDF'))).rejects.toMatchObject({
      refusal: 'unreadable',
    });
  });
});

describe('a PDF past a reading limit', () => {
  it('is refused at more than 1,000 pages', async () => {
    await expect(readRulebookPdf(await makeLongPdf(1001))).rejects.toMatchObject({
      refusal: 'too-many-pages',
    });
  });

  it.each<[string, Partial<PdfLimits>, string]>([
    ['more text than the limit', { maxCharacters: 500 }, 'too-much-text'],
    ['more time than the limit', { timeMs: 1 }, 'too-slow'],
    ['more memory than the limit', { memoryMb: 4 }, 'too-much-memory'],
  ])('is refused when it needs %s', async (_, limits, refusal) => {
    const pdf = await makeRulebookPdf(rulebook);

    await expect(readRulebookPdf(pdf, { ...PDF_LIMITS, ...limits })).rejects.toMatchObject({
      refusal,
    });
  });
});
