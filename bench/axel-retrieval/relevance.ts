// The Axel retrieval benchmark's view of MIN_RELEVANCE: how many questions no rule answers find no
// source, and how the questions' relevance (their best match's, before the threshold cuts) lies on
// either side of it.
import type { RetrievalQuestion } from './question-set';

/** The share of questions that found no source, and those that found one, with what they found. */
export function measureNoSource(
  questions: RetrievalQuestion[],
  search: (question: string) => string[],
): { none: number; found: string[] } {
  const found = questions.flatMap(({ question }) => {
    const [first] = search(question);
    return first ? [`${question}  →  ${first}`] : [];
  });
  return { none: 1 - found.length / questions.length, found };
}

/** A question's matches, best first, as the search ranks them before MIN_RELEVANCE cuts. */
export interface Ranked {
  ids: string[];
  relevance: number;
}

interface Relevance {
  question: string;
  relevance: number;
}

export interface RelevanceMargin {
  /** The least relevant questions whose right source is within the depth counted. */
  lowestAnswered: Relevance[];
  /** The most relevant of the questions no rule answers. */
  highestOffTopic: Relevance[];
}

const SHOWN = 3;

/**
 * The relevances MIN_RELEVANCE must fall between: at most the lowest of the questions answered, so
 * that none is lost, and above the highest of the off-topic questions.
 */
export function relevanceMargin(
  onTopic: RetrievalQuestion[],
  offTopic: RetrievalQuestion[],
  rank: (question: string) => Ranked,
  depth: number,
): RelevanceMargin {
  const lowestAnswered = onTopic
    .flatMap(({ question, answers }) => {
      const { ids, relevance } = rank(question);
      const answered = ids.slice(0, depth).some((id) => answers.includes(id));
      return answered ? [{ question, relevance }] : [];
    })
    .sort((a, b) => a.relevance - b.relevance);
  const highestOffTopic = offTopic
    .map(({ question }) => ({ question, relevance: rank(question).relevance }))
    .sort((a, b) => b.relevance - a.relevance);
  return {
    lowestAnswered: lowestAnswered.slice(0, SHOWN),
    highestOffTopic: highestOffTopic.slice(0, SHOWN),
  };
}

export function describeMargin(
  label: string,
  { lowestAnswered, highestOffTopic }: RelevanceMargin,
) {
  const lines = (questions: Relevance[]) =>
    questions.map(({ question, relevance }) => `    ${relevance.toFixed(2)}  ${question}`);
  return [
    label,
    '  least relevant questions answered:',
    ...lines(lowestAnswered),
    '  most relevant questions no rule answers:',
    ...lines(highestOffTopic),
  ].join('\n');
}
