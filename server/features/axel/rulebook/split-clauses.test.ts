// The clause splitter on lines as real rulebooks print them: wrapped lines that start with a figure
// or a reference, parts in their own order, a contents page without dot leaders, a table's rows in
// capitals, a clause that starts with a sentence.
import { describe, expect, it } from 'vitest';
import { splitClauses } from './split-clauses';

const filler = 'Text enough for a page with a text layer, as a real rulebook has.';

const numbersOf = (pages: string[][]) => {
  const split = splitClauses(pages);
  if (split.outcome !== 'read') throw new Error(split.outcome);
  return split.clauses;
};

describe('splitting a rulebook into clauses', () => {
  it('keeps a wrapped line that starts with a figure or a reference in its clause', () => {
    const clauses = numbersOf([
      [
        'A.1 Registration',
        'Registration closes',
        '2.5 Weeks after it opens.',
        'A.2 Questions',
        'Questions are answered as',
        'B.7.2 Seat Mounting. The answer is published.',
        'A.3 Protests',
        filler,
      ],
    ]);

    expect(clauses.map((clause) => clause.number)).toEqual(['A.1', 'A.2', 'A.3']);
    expect(clauses[0]?.body).toBe('Registration closes 2.5 Weeks after it opens.');
    expect(clauses[1]?.body).toBe(
      'Questions are answered as B.7.2 Seat Mounting. The answer is published.',
    );
  });

  it('follows parts in their own order, and a clause that skips a level', () => {
    const clauses = numbersOf([
      ['GR.1 General', filler, 'GR.2 Conduct', filler, 'AD.1 Administration', filler],
      ['V.1 Vehicle', 'V.1.1 Configuration', filler, 'V.2.1 Wheelbase', filler, 'V.4 Tyres'],
    ]);

    expect(clauses.map((clause) => clause.number)).toEqual([
      'GR.1',
      'GR.2',
      'AD.1',
      'V.1',
      'V.1.1',
      'V.2.1',
      'V.4',
    ]);
    expect(clauses.find((clause) => clause.number === 'V.4')?.page).toBe(2);
  });

  it('leaves out a contents page without dot leaders, its entries found again later', () => {
    const clauses = numbersOf([
      ['Contents', 'B.1 Frame 3', 'B.2 Brakes 4', 'Welcome to the rules.'],
      ['B.1 Frame', 'The frame is steel.', 'B.2 Brakes', 'Two circuits.', 'B.3 Seats', filler],
    ]);

    expect(clauses.map((clause) => [clause.number, clause.page])).toEqual([
      ['B.1', 2],
      ['B.2', 2],
      ['B.3', 2],
    ]);
    expect(clauses[0]?.body).toBe('The frame is steel.');
  });

  it('reads a heading set apart by a tab, and a book that starts at its second chapter', () => {
    const clauses = numbersOf([
      ['Preface', 'These rules replace the 2025 rules.', '2.1 | Frame', filler],
      ['2.2 | Brakes', 'Two circuits.', '2.2.1 The pedal has a stop.', '3.1 | Seats', filler],
    ]);

    expect(clauses.map((clause) => [clause.number, clause.heading])).toEqual([
      ['2.1', 'Frame'],
      ['2.2', 'Brakes'],
      ['2.2.1', 'Brakes'],
      ['3.1', 'Seats'],
    ]);
  });

  it('keeps a table row in capitals, and takes no sentence for a heading', () => {
    const clauses = numbersOf([
      [
        'B.1 Frame Members',
        'OD | WALL | MATERIAL',
        '25.4 MM | 3.05 MM | 4130',
        'B.1.1 The vehicle must keep 250 mm',
        'of clearance under every part.',
        'B.2 Brakes',
        filler,
      ],
    ]);

    expect(clauses[0]?.body).toBe('OD | WALL | MATERIAL 25.4 MM | 3.05 MM | 4130');
    expect(clauses[1]).toMatchObject({
      number: 'B.1.1',
      heading: 'Frame Members',
      body: 'The vehicle must keep 250 mm of clearance under every part.',
    });
  });
});

describe('a document made to cost the splitter', () => {
  it('is split in time that grows with its length, not its square', () => {
    const pages = [
      [
        'A.1 Registration',
        // Dot leaders that never reach a page number.
        `${'.'.repeat(30_000)}x`,
        // Contents-like entries of one number, none found again.
        ...Array.from({ length: 10_000 }, (_, entry) => `A.2 Entry ${entry} 3`),
        'A.2 Questions',
        // One clause of ten thousand lines, each ending in a hyphen.
        ...Array.from({ length: 10_000 }, () => 'the frame is welded from steel tubes and re-'),
        'A.3 Protests',
        filler,
      ],
    ];
    const started = performance.now();

    const split = splitClauses(pages);

    expect(performance.now() - started).toBeLessThan(1000);
    expect(split.outcome).toBe('read');
  });
});
