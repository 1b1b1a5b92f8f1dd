// What Axel is told: a system prompt that keeps it to the club's car and grounds it in the sources
// found for the question (rule cards, rulebook clauses), and the conversation (the latest
// history turns, then the question).
import type { ModelMessage } from 'ai';
import type { AxelHistoryTurn } from '../../../common/axel/axel';
import { citationMarker } from '../../../common/axel/axel-citations';
import type { AxelSource } from './retrieval/sources';

// The example is a card of this question's: a fixed one, copied by the model, became a citation
// of a card nobody retrieved.
const citationExample = ([first]: AxelSource[]) =>
  first ? `, for example ${citationMarker(first.id)}` : '';

/** `rulesTitle`: the club's rules document, as its settings name it. */
export function buildSystemPrompt(sources: AxelSource[], rulesTitle: string): string {
  const sourceText = sources
    .map((source) => `${citationMarker(source.id)} ${source.title}\n${source.text}`)
    .join('\n\n');
  return [
    "You are Axel, the design assistant of a university off-road racing club. You help the club's " +
      'designers with the competition rules and the design and build of their off-road car.',
    'Only answer questions about the competition rules, the design, build, testing and ' +
      'documentation of the car, and the events it competes in. For anything else, say briefly ' +
      'that you only help with the club project.',
    'Base rule answers on the sources below: cards of the club’s rules catalogue (a summary of ' +
      `the ${rulesTitle}) and clauses of the official rulebook. After each statement ` +
      `that uses a source, cite it exactly as ${citationMarker('<id>')}` +
      `${citationExample(sources)}. Cite only sources listed below, and never invent a source ` +
      'id, a clause number or a rule. Where a clause and a card differ, the clause is the rule.',
    'If the sources do not answer the question, say plainly that the rules you were given do ' +
      'not cover it and suggest checking the official rules; general engineering advice is ' +
      'welcome if you label it as such.',
    'Answer in concise Markdown (short paragraphs or lists), in the language of the question.',
    sources.length > 0
      ? `Sources found for this question:\n\n${sourceText}`
      : 'No rule matched this question.',
  ].join('\n\n');
}

/** The conversation so far (already cut to its latest turns), then the question. */
export function buildMessages(history: AxelHistoryTurn[], prompt: string): ModelMessage[] {
  return [
    ...history.map((turn): ModelMessage => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: prompt },
  ];
}
