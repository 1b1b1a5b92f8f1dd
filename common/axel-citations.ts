// How Axel's model cites a rule card, `[rule:<id>]`, and how a citation becomes a link to the
// card on /rules. The server links the finished answer; the client links the answer as it streams.

/** How the model cites a card; this exact form is parsed. */
export const citationMarker = (id: string) => `[rule:${id}]`;
const CITATION_PATTERN = /\[rule:([a-z0-9-]+)\]/g;
/** A citation with the space before it, so that a dropped one leaves no gap before the stop. */
const SPACED_CITATION_PATTERN = /( ?)\[rule:([a-z0-9-]+)\]/g;
/** A citation still being written at the end of a streamed answer: "[", "[ru", "[rule:fra"... */
const UNFINISHED_CITATION_PATTERN = /\[(?:r(?:u(?:l(?:e(?::[a-z0-9-]*)?)?)?)?)?$/;

/** Card ids cited in an answer, in order of first citation. */
export function citedIds(answer: string): string[] {
  return [...new Set([...answer.matchAll(CITATION_PATTERN)].flatMap((match) => match[1] ?? []))];
}

/**
 * The answer as the person reads it: each citation of a known card (one `titleOf` names) becomes a
 * link to its place on /rules; a citation of an unknown card is dropped.
 */
export function linkCitations(answer: string, titleOf: (id: string) => string | undefined): string {
  return answer.replaceAll(SPACED_CITATION_PATTERN, (_marker, space: string, id: string) => {
    const title = titleOf(id);
    return title ? `${space}[${title}](/rules#${id})` : '';
  });
}

/** Part of a streamed answer, linked as the finished one will be, without a half-written citation. */
export const linkStreamedCitations = (
  partial: string,
  titleOf: (id: string) => string | undefined,
): string => linkCitations(partial.replace(UNFINISHED_CITATION_PATTERN, ''), titleOf);
