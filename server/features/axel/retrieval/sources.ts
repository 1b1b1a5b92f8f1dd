// What Axel answers from: the cards of the rules catalogue and the clauses of the uploaded rulebook,
// alike to the prompt, the citations and the answer without a model.
import type { AxelCitation } from '../../../../common/axel/axel';
import type { RuleCard } from '../../../../common/rules/rules-catalogue';
import { cutOnWord } from '../cut-on-word';

export interface AxelSource {
  kind: 'card' | 'clause';
  /** What the model cites: the card's id, or the clause's number. */
  id: string;
  /** "Ground Clearance and Suspension Travel", or "B.3.4.2 Ground clearance, p. 41". */
  title: string;
  /** What it is about, without number or page: the card's title, or the clause's heading. */
  topic: string;
  href: string;
  /** What the model reads: the card's requirement lines, or the clause's text. */
  text: string;
}

/** Shown under an answer: enough of the passage to recognise it. */
const PASSAGE_MAX_LENGTH = 320;
/** What the model reads of one clause: a long one would crowd the others out of the prompt. */
const CLAUSE_TEXT_MAX_LENGTH = 1500;

export function cardSource(card: RuleCard): AxelSource {
  return {
    kind: 'card',
    id: card.id,
    title: card.title,
    topic: card.title,
    href: `/rules#${card.id}`,
    text: card.requirements.map((line) => `- ${line}`).join('\n'),
  };
}

export interface RulebookClause {
  number: string;
  heading: string;
  /** Counted from the PDF's first page, as #page= counts. */
  page: number;
  body: string;
}

export function clauseSource(documentPath: string, clause: RulebookClause): AxelSource {
  return {
    kind: 'clause',
    id: clause.number,
    title: `${clause.number} ${clause.heading}, p. ${clause.page}`,
    topic: clause.heading,
    href: `${documentPath}#page=${clause.page}`,
    text: cutOnWord(clause.body, CLAUSE_TEXT_MAX_LENGTH),
  };
}

const passageOf = (text: string) =>
  cutOnWord(text.replace(/^- /gm, '').replace(/\s+/g, ' ').trim(), PASSAGE_MAX_LENGTH);

export const citationOf = ({ kind, id, title, href, text }: AxelSource): AxelCitation => ({
  kind,
  id,
  title,
  href,
  passage: passageOf(text),
});
