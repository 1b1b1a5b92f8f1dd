// Axel without a language model (AI_PROVIDER=none): it says so, and lists the matching rule cards
// with their requirement lines, so a designer still gets the rules that apply.
import type { AxelAnswer } from '../../../common/axel';
import type { RuleSection } from '../../../common/rules-catalogue';
import { citationsOf } from './answer';
import { suggestFollowUps } from './follow-ups';

export function answerFromCatalogue(retrieved: RuleSection[], question: string): AxelAnswer {
  const notice =
    'No language model is configured for Axel, so this answer comes from the rules catalogue alone.';
  if (retrieved.length === 0) {
    return {
      message: `${notice}\n\nNo rule card matches your question. Try other words, or browse the [rules catalogue](/rules).`,
      suggestions: [],
      citations: [],
    };
  }
  const cards = retrieved.map(
    (card) =>
      `### [${card.title}](/rules#${card.id})\n\n` +
      card.requirements.map((line) => `- ${line}`).join('\n'),
  );
  return {
    message: [`${notice} These rule cards match your question:`, ...cards].join('\n\n'),
    suggestions: suggestFollowUps(question, retrieved),
    citations: citationsOf(retrieved),
  };
}
