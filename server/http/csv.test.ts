import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('leaves plain text, numbers and empty values as they are', () => {
    expect(csvCell('Ada Okafor')).toBe('Ada Okafor');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Engineering, 2nd year')).toBe('"Engineering, 2nd year"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('turns what a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","click")')).toBe(
      `"'=HYPERLINK(""http://evil.test"",""click"")"`,
    );
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=1')).toBe('a=1');
  });
});

describe('a CSV file', () => {
  it('has a header line and one CRLF-ended line per row', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['Ada', 'likes welding, a lot'],
          ['Ben', null],
        ],
      ),
    ).toBe('Name,Note\r\nAda,"likes welding, a lot"\r\nBen,\r\n');
  });
});
