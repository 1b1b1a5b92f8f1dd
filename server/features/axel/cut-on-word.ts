// Titles and excerpts of what designers asked and Axel answered, cut where a word ends.

/** The text within `max` characters, cut after a whole word; "…" marks the cut. */
export function cutOnWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  // The room ends with a whole word when what follows it is a space.
  const lastSpace = /\s/.test(text.charAt(max - 1)) ? room.length : room.search(/\s\S*$/);
  // A word longer than half the room is cut where it must be.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.trimEnd()}…`;
}
