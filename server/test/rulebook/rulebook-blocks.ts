// What the test rulebook is made of: parts, numbered clauses, tables and page breaks, in order.
export type RulebookBlock =
  | { kind: 'part'; title: string }
  | { kind: 'clause'; number: string; heading?: string; paragraphs: string[] }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'page-break' };

export interface TestRulebook {
  title: string;
  revision: string;
  blocks: RulebookBlock[];
}
