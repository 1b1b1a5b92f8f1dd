// Axel without a language model (AI_PROVIDER=none): it says so, and lists the matching rule cards
// and rulebook clauses with their text, so a designer still gets the rules that apply. Each such
// answer is counted as a question of no tokens, so the admin's usage panel shows who asked.
import { AXEL_NO_MODEL, type AxelAnswer } from '../../../common/axel/axel';
import { escapeMarkdownText } from '../../../common/axel/axel-citations';
import type { Database } from '../../db/database';
import { axelUsage } from '../../db/schema/axel-schema';
import type { AxelQuestion, PreparedQuestion } from './answer';
import { suggestFollowUps } from './follow-ups';
import type { CatalogueIndex } from './retrieval/catalogue-index';
import { type AxelSource, citationOf } from './retrieval/sources';

/** The answer from the rules found, counted in the usage at no tokens and no cost. */
export async function answerWithoutModel(
  db: Database,
  question: AxelQuestion,
  { catalogue, retrieved }: PreparedQuestion,
): Promise<AxelAnswer> {
  await db
    .insert(axelUsage)
    .values({ userId: question.userId, model: AXEL_NO_MODEL, inputTokens: 0, outputTokens: 0 });
  return answerFromCatalogue(catalogue, retrieved, question.prompt);
}

/** A card's text, a requirement a line each after "- ", as a Markdown list of plain lines. */
const requirementList = (text: string) =>
  text
    .split('\n')
    .map((line) => `- ${escapeMarkdownText(line.replace(/^- /, ''))}`)
    .join('\n');

function answerFromCatalogue(
  catalogue: CatalogueIndex,
  retrieved: AxelSource[],
  question: string,
): AxelAnswer {
  const notice =
    'No language model is configured for Axel, so this answer comes from the rules alone.';
  if (retrieved.length === 0) {
    return {
      message: `${notice}\n\nNo rule matches your question. Try other words, or browse the [rules catalogue](/rules).`,
      suggestions: [],
      citations: [],
    };
  }
  // Both are shown as written: a card's lines (what an admin typed) as a list, a clause as the PDF
  // has it; neither may add a link or a heading.
  const sources = retrieved.map(
    (source) =>
      `### [${escapeMarkdownText(source.title)}](${source.href})\n\n` +
      (source.kind === 'card' ? requirementList(source.text) : escapeMarkdownText(source.text)),
  );
  return {
    message: [`${notice} These rules match your question:`, ...sources].join('\n\n'),
    suggestions: suggestFollowUps(catalogue, question, retrieved),
    citations: retrieved.map(citationOf),
  };
}
