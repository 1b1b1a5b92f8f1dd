// A rulebook's lines split into its numbered clauses ("B.3.4.2 …"), each with its heading and the
// page it starts on. Text without a number belongs to the clause before it; the running headers and
// footers every page repeats, the contents' lines and the parts' titles belong to none. A number
// starts a clause only where the one before leads to it (its next sibling, its first child, or a
// new part's first clause): a wrapped line that starts with a reference or a figure does not.
import type { RulebookClause } from '../retrieval/sources';

/** Why a PDF's text gives Axel nothing to read, or the clauses it gives. */
export type RulebookSplit =
  | { outcome: 'read'; clauses: RulebookClause[] }
  | { outcome: 'no-text' | 'no-clauses'; clauses: [] };

/** Fewer clauses than this is not a rulebook Axel can cite, but a document that mentions a number. */
const MIN_CLAUSES = 3;
/** A page with fewer characters than this has no text layer worth the name (a scan). */
const MIN_TEXT_PER_PAGE = 20;
/** A heading is short and not a sentence. */
const HEADING_MAX_LENGTH = 80;
const HEADING_MAX_WORDS = 10;

/**
 * "B.3.4.2", "A.1" (a part's letter, then numbers) or "3.4.2" (numbers alone, at least two), with
 * an optional stop, then the rest of the line.
 */
const CLAUSE_LINE = /^((?:[A-Z]{1,2}\.\d{1,3}|\d{1,2}\.\d{1,3})(?:\.\d{1,3}){0,4})\.?(?:\s+(.*))?$/;
/** A contents line: dot leaders, or a clause and its title ending in a page number. */
const ENDS_WITH_PAGE_NUMBER = /\s\d{1,3}$/;
/** Dot leaders are at least this many dots (each perhaps followed by a space). */
const MIN_LEADER_DOTS = 4;
/**
 * A contents line's title appears again later as its clause; this many of the nearest later lines
 * that start with the same number are compared, so that a document of many lines numbered alike
 * costs no more than a rulebook.
 */
const LATER_LINES_COMPARED = 8;

interface OpenClause extends RulebookClause {
  /** Its own heading, as printed, or none when it starts with its text. */
  ownHeading: string | null;
  /** The text after its number, when that is no heading. */
  firstLine: string | null;
  lines: string[];
}

export function splitClauses(pages: string[][]): RulebookSplit {
  const characters = pages.flat().join('').replace(/\s/g, '').length;
  if (characters < Math.max(1, pages.length) * MIN_TEXT_PER_PAGE) {
    return { outcome: 'no-text', clauses: [] };
  }
  const repeated = runningLines(pages);
  const listedLater = contentsEntries(pages);
  const clauses: OpenClause[] = [];
  const numbers = new Set<string>();
  pages.forEach((lines, index) => {
    if (isContentsPage(lines)) return;
    for (const line of lines) {
      if (repeated.has(pattern(line)) || hasDotLeaders(line) || listedLater.has(line)) continue;
      const start = clauseStart(line, clauses.at(-1));
      if (start && !numbers.has(start.number)) {
        numbers.add(start.number);
        clauses.push({ ...start, page: index + 1, heading: '', body: '', lines: [] });
      } else if (!isTitle(line)) {
        clauses.at(-1)?.lines.push(line);
      }
    }
  });
  if (clauses.length < MIN_CLAUSES) return { outcome: 'no-clauses', clauses: [] };
  const headings = new Map(clauses.map((clause) => [clause.number, clause.ownHeading]));
  return { outcome: 'read', clauses: clauses.map((clause) => finish(clause, headings)) };
}

/** A clause's number and what follows it on its line, if the line starts one after `previous`. */
function clauseStart(
  line: string,
  previous: OpenClause | undefined,
): { number: string; ownHeading: string | null; firstLine: string | null } | undefined {
  const match = CLAUSE_LINE.exec(line);
  const number = match?.[1];
  if (!number) return undefined;
  // A heading set apart from its number by a tab reads as the next cell of the line.
  const rest = (match[2] ?? '').replace(/^\|\s*/, '').trim();
  // The text after a number starts as a heading or a sentence does; "2.5 mm thick" is not a clause.
  if (rest !== '' && !/^[A-Z("“]/.test(rest)) return undefined;
  if (previous ? !leadsTo(previous.number, number) : !startsABook(number)) return undefined;
  const heading = isHeading(rest) ? rest : null;
  return { number, ownHeading: heading, firstLine: heading === null && rest !== '' ? rest : null };
}

/** How far a clause's number may skip ahead (numbers of withdrawn clauses are left out). */
const MAX_SKIP = 3;

/**
 * Whether `next` can follow `previous`: a next sibling of it or of a parent ("B.3.4.2" leads to
 * "B.3.4.3", "B.3.5", "B.4"), or a first child of one of those ("B.3.4.2.1", "B.4.1"), or a new
 * part's first clause ("C.1", "AD.1", in any order, as Formula SAE's parts are).
 */
function leadsTo(previous: string, next: string): boolean {
  const before = previous.split('.');
  const after = next.split('.');
  const lettered = /^[A-Z]/.test(next);
  if (lettered !== /^[A-Z]/.test(previous)) return false;
  const firstChildrenFrom = (level: number) => after.slice(level).every((part) => part === '1');
  if (lettered && after[0] !== before[0]) return firstChildrenFrom(1);
  if (after.length > before.length && after.slice(0, before.length).join('.') === previous) {
    return firstChildrenFrom(before.length);
  }
  for (let level = 0; level < Math.min(before.length, after.length); level++) {
    if (after[level] === before[level]) continue;
    const step = Number(after[level]) - Number(before[level]);
    return step >= 1 && step <= MAX_SKIP && firstChildrenFrom(level + 1);
  }
  return false;
}

/** A book's first clause is a first one: "A.1", "GR.1", "1.1", or "2.1" after an unnumbered preface. */
const startsABook = (number: string) => number.endsWith('.1');

/**
 * A heading is short, ends without a stop, and is a title ("Main Hoop Bracing", "Ground clearance")
 * rather than a sentence's start ("The vehicle must keep 250 mm").
 */
function isHeading(text: string): boolean {
  const words = text.split(/\s+/);
  if (text === '' || text.length > HEADING_MAX_LENGTH || words.length > HEADING_MAX_WORDS)
    return false;
  if (/[.:;,]$/.test(text)) return false;
  const longWords = words.filter((word) => word.length > 3);
  const capitalised = longWords.filter((word) => /^[A-Z0-9]/.test(word)).length;
  return words.length <= 4 || capitalised >= longWords.length / 2;
}

/** A clause closed: its heading (its own, else its nearest parent's) and its text on one line. */
function finish(clause: OpenClause, headings: Map<string, string | null>): RulebookClause {
  const body = joinLines(clause.firstLine ? [clause.firstLine, ...clause.lines] : clause.lines);
  return {
    number: clause.number,
    heading: clause.ownHeading ?? parentHeading(clause.number, headings) ?? firstWords(body),
    page: clause.page,
    body: body || clause.ownHeading || '',
  };
}

function parentHeading(number: string, headings: Map<string, string | null>): string | undefined {
  const parts = number.split('.');
  for (let length = parts.length - 1; length > 0; length--) {
    const heading = headings.get(parts.slice(0, length).join('.'));
    if (heading) return heading;
  }
  return undefined;
}

const firstWords = (text: string) => {
  const words = text.split(' ');
  return words.length <= 6 ? text : `${words.slice(0, 6).join(' ')}…`;
};

/**
 * Lines joined into a paragraph; a word broken by a hyphen at a line's end is joined again. The
 * paragraph is made once from its parts, as a long clause is many lines.
 */
function joinLines(lines: string[]): string {
  const parts: string[] = [];
  for (const line of lines) {
    const previous = parts.at(-1);
    if (previous === undefined) parts.push(line);
    else if (/[a-z]-$/.test(previous) && /^[a-z]/.test(line)) {
      parts.splice(-1, 1, previous.slice(0, -1), line);
    } else parts.push(' ', line);
  }
  return parts.join('').trim();
}

/** A line with its digits hidden: "Page 41 of 150" and "Page 42 of 150" are the same footer. */
const pattern = (line: string) => line.replace(/\d+/g, '#');

/**
 * The running headers and footers: the first and last lines that at least half the pages (and
 * three at least) repeat, digits aside.
 */
function runningLines(pages: string[][]): Set<string> {
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const edges = new Set([...lines.slice(0, 2), ...lines.slice(-2)].map(pattern));
    for (const edge of edges) counts.set(edge, (counts.get(edge) ?? 0) + 1);
  }
  const threshold = Math.max(3, pages.length / 2);
  return new Set([...counts].filter(([, count]) => count >= threshold).map(([line]) => line));
}

/** A contents page: most of its lines are clause numbers with their titles and page numbers. */
function isContentsPage(lines: string[]): boolean {
  const entries = lines.filter(
    (line) => CLAUSE_LINE.test(line) && (hasDotLeaders(line) || ENDS_WITH_PAGE_NUMBER.test(line)),
  );
  return entries.length >= 5 && entries.length >= lines.length / 2;
}

/**
 * The contents' entries that no page of contents gave away: a clause's number and title ending in a
 * page number, when a later line (of the nearest that start with that number) starts with the same
 * number and title. Read from the last line up, in one pass.
 */
function contentsEntries(pages: string[][]): Set<string> {
  const lines = pages.flat();
  const entries = new Set<string>();
  const laterByNumber = new Map<string, string[]>();
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index] ?? '';
    const number = CLAUSE_LINE.exec(line)?.[1];
    if (!number) continue;
    const later = laterByNumber.get(number) ?? [];
    if (ENDS_WITH_PAGE_NUMBER.test(line)) {
      const title = withoutPageNumber(line);
      if (later.some((one) => one.startsWith(title))) entries.add(line);
    }
    laterByNumber.set(number, [line, ...later.slice(0, LATER_LINES_COMPARED - 1)]);
  }
  return entries;
}

/** Whether the line ends in a page number after dot leaders ("Frame ........ 12"). */
function hasDotLeaders(line: string): boolean {
  let end = skipBack(line, line.length, isDigit);
  if (end === line.length) return false;
  end = skipBack(line, end, isSpace);
  let dots = 0;
  while (end > 0) {
    if (line[end - 1] === ' ' && line[end - 2] === '.') end--;
    if (line[end - 1] !== '.') break;
    dots++;
    end--;
  }
  return dots >= MIN_LEADER_DOTS;
}

/** The line without its page number and the dot leaders before it. */
function withoutPageNumber(line: string): string {
  const beforeNumber = skipBack(line, skipBack(line, line.length, isDigit), isSpace);
  return line
    .slice(
      0,
      skipBack(line, beforeNumber, (c) => c === '.' || isSpace(c)),
    )
    .trim();
}

/** Where a run of characters that `is` ends the text before `end` begins. */
function skipBack(text: string, end: number, is: (character: string) => boolean): number {
  let start = end;
  while (start > 0 && is(text[start - 1] ?? '')) start--;
  return start;
}

const isDigit = (character: string) => character >= '0' && character <= '9';
const isSpace = (character: string) => /\s/.test(character);

/** A part's or a chapter's title: short and in capitals ("PART B  VEHICLE REQUIREMENTS"). */
const isTitle = (line: string) =>
  line.length <= 60 && !line.includes('|') && /[A-Z]{3}/.test(line) && line === line.toUpperCase();
