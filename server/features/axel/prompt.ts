// What Axel is told: a system prompt that keeps it to the club's car and grounds it in the rule
// cards found for the question, and the conversation (the latest history turns, then the question).
import type { ModelMessage } from 'ai';
import type { AxelHistoryTurn } from '../../../common/axel';
import { citationMarker } from '../../../common/axel-citations';
import { type RuleSection, rulesDocument } from '../../../common/rules-catalogue';

// The example is a card of this question's: a fixed one, copied by the model, became a citation
// of a card nobody retrieved.
const citationExample = ([first]: RuleSection[]) =>
  first ? `, for example ${citationMarker(first.id)}` : '';

export function buildSystemPrompt(cards: RuleSection[]): string {
  const cardText = cards
    .map(
      (card) =>
        `${citationMarker(card.id)} ${card.title} (priority: ${card.priority})\n` +
        card.requirements.map((line) => `- ${line}`).join('\n'),
    )
    .join('\n\n');
  return [
    "You are Axel, the design assistant of a university off-road racing club. You help the club's " +
      'designers with the competition rules and the design and build of their off-road car.',
    'Only answer questions about the competition rules, the design, build, testing and ' +
      'documentation of the car, and the events it competes in. For anything else, say briefly ' +
      'that you only help with the club project.',
    `Base rule answers on the cards below from the ${rulesDocument.title} (revision ` +
      `${rulesDocument.revision}). After each statement that uses a card, cite it exactly as ` +
      `${citationMarker('<id>')}${citationExample(cards)}. Cite only cards listed below, and ` +
      'never invent a card id or a rule.',
    'If the cards do not answer the question, say plainly that the rules you were given do not ' +
      'cover it and suggest checking the official rules; general engineering advice is welcome ' +
      'if you label it as such.',
    'Answer in concise Markdown (short paragraphs or lists), in the language of the question.',
    cards.length > 0
      ? `Rule cards found for this question:\n\n${cardText}`
      : 'No rule card matched this question.',
  ].join('\n\n');
}

/** The conversation so far (already cut to its latest turns), then the question. */
export function buildMessages(history: AxelHistoryTurn[], prompt: string): ModelMessage[] {
  return [
    ...history.map((turn): ModelMessage => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: prompt },
  ];
}
