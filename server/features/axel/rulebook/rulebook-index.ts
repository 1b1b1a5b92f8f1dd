// The rulebook Axel answers from: the clauses of the PDF the Club settings name as the rules
// document, searched lexically beside the catalogue's cards. Each instance builds its index from
// the database's clauses when a question first needs that document, and again when it is replaced
// or the catalogue is edited.
import type { Database } from '../../../db/database';
import { readClubSettings } from '../../content/club-settings';
import { storedDocument } from '../../uploads/document-store';
import type { CatalogueIndex } from '../retrieval/catalogue-index';
import {
  createLexicalIndex,
  type SearchableText,
  searchRelevant,
} from '../retrieval/lexical-index';
import { type AxelSource, clauseSource, type RulebookClause } from '../retrieval/sources';
import { loadClauses, readingOf } from './rulebook-store';

export interface Rulebook {
  documentPath: string;
  /** Every card and clause, in the document's order. */
  sources: AxelSource[];
  /** The clauses and cards that best match a question, best first. */
  search(question: string, limit: number): AxelSource[];
}

const CLAUSE_NUMBER = /\b(?:[A-Z]{1,2}\.)?\d{1,3}(?:\.\d{1,3})+\b/g;

/** One per database: the tests run several apps, each with its own. */
const built = new WeakMap<
  Database,
  { documentPath: string; catalogue: CatalogueIndex; rulebook: Promise<Rulebook | undefined> }
>();

/** The rules document's clauses, or undefined when there is none Axel can read. */
export async function currentRulebook(
  db: Database,
  catalogue: CatalogueIndex,
): Promise<Rulebook | undefined> {
  const document = storedDocument((await readClubSettings(db)).rulesDocumentUrl);
  if (!document) return undefined;
  const cached = built.get(db);
  if (cached?.documentPath === document.url && cached.catalogue === catalogue) {
    return cached.rulebook;
  }
  const rulebook = buildRulebook(db, catalogue, document.url);
  built.set(db, { documentPath: document.url, catalogue, rulebook });
  // A failure (the database briefly down) is not kept: the next question tries again.
  rulebook.catch(() => {
    if (built.get(db)?.rulebook === rulebook) built.delete(db);
  });
  return rulebook;
}

async function buildRulebook(
  db: Database,
  catalogue: CatalogueIndex,
  documentPath: string,
): Promise<Rulebook | undefined> {
  const reading = await readingOf(db, documentPath);
  if (reading?.outcome !== 'read') return undefined;
  return indexClauses(catalogue, documentPath, await loadClauses(db, documentPath));
}

/** What the rulebook's index reads: the catalogue's cards, then the clauses. */
export const rulebookTexts = (
  catalogue: CatalogueIndex,
  clauses: RulebookClause[],
): SearchableText[] => [
  ...catalogue.texts,
  ...clauses.map(({ number, heading, body }) => ({ id: number, title: heading, body })),
];

/**
 * A rulebook's clauses beside the catalogue's cards, in one index, so that their scores compare:
 * a question the catalogue does not cover finds clauses first, and one it covers, its card.
 */
export function indexClauses(
  catalogue: CatalogueIndex,
  documentPath: string,
  clauses: RulebookClause[],
): Rulebook {
  const byId = new Map<string, AxelSource>([
    ...catalogue.sources.map((card): [string, AxelSource] => [card.id, card]),
    ...clauses.map((clause): [string, AxelSource] => [
      clause.number,
      clauseSource(documentPath, clause),
    ]),
  ]);
  const index = createLexicalIndex(rulebookTexts(catalogue, clauses));
  return {
    documentPath,
    sources: [...byId.values()],
    search: (question, limit) => {
      // A clause the question names by its number ("what does B.3.4.2 say?") comes first.
      const named = (question.match(CLAUSE_NUMBER) ?? []).flatMap(
        (number) => byId.get(number) ?? [],
      );
      const found = searchRelevant(index, question).flatMap(({ id }) => byId.get(id) ?? []);
      return [...new Set([...named, ...found])].slice(0, limit);
    },
  };
}
