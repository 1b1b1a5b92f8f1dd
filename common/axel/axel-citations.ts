// How Axel's model cites a source, `[rule:<id>]` (a card's id, or a rulebook clause's number), and
// how a citation becomes a link: to the card on /rules, or to the rules document at the clause's
// page. The server links the finished answer; the client links the answer as it streams.

/** How the model cites a source; this exact form is parsed. */
export const citationMarker = (id: string) => `[rule:${id}]`;
const CITATION_PATTERN = /\[rule:([A-Za-z0-9.-]+)\]/g;
/** A citation with the space before it, so that a dropped one leaves no gap before the stop. */
const SPACED_CITATION_PATTERN = /( ?)\[rule:([A-Za-z0-9.-]+)\]/g;
/** A citation still being written at the end of a streamed answer: "[", "[ru", "[rule:B.3"... */
const UNFINISHED_CITATION_PATTERN = /\[(?:r(?:u(?:l(?:e(?::[A-Za-z0-9.-]*)?)?)?)?)?$/;

/** What a citation links to: its title as the link's text, and where it leads. */
export interface CitedSource {
  title: string;
  href: string;
}

/**
 * Text shown as Markdown as it was written: a rulebook's clause heading or text comes from an
 * uploaded PDF, and "[", "]" or "*" in it must not make links or emphasis.
 */
export const escapeMarkdownText = (text: string) => text.replace(/[\\`*_[\]()<>#|!~]/g, '\\$&');

/** Source ids cited in an answer, in order of first citation. */
export function citedIds(answer: string): string[] {
  return [...new Set([...answer.matchAll(CITATION_PATTERN)].flatMap((match) => match[1] ?? []))];
}

/**
 * The answer as the person reads it: each citation of a known source (one `sourceOf` finds)
 * becomes a link to it; a citation of an unknown source is dropped.
 */
export function linkCitations(
  answer: string,
  sourceOf: (id: string) => CitedSource | undefined,
): string {
  return answer.replaceAll(SPACED_CITATION_PATTERN, (_marker, space: string, id: string) => {
    const source = sourceOf(id);
    return source ? `${space}[${escapeMarkdownText(source.title)}](${source.href})` : '';
  });
}

/** Part of a streamed answer, linked as the finished one will be, without a half-written citation. */
export const linkStreamedCitations = (
  partial: string,
  sourceOf: (id: string) => CitedSource | undefined,
): string => linkCitations(partial.replace(UNFINISHED_CITATION_PATTERN, ''), sourceOf);
