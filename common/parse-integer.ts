// Kept apart from the zod schemas, so that the inline editor can use it without loading zod.

/**
 * The editor parses integers from what was typed (a year, a place), and a non-numeric value
 * becomes null, an empty place. "12" -> 12, " 7th " -> 7, "5,000" -> 5000, "" -> null,
 * "abc" -> null.
 */
export function parseIntegerOrNull(text: string): number | null {
  const withoutGrouping = text.trim().replace(/(\d)[,\s](?=\d{3}(?!\d))/g, '$1');
  const parsed = Number.parseInt(withoutGrouping, 10);
  return Number.isNaN(parsed) ? null : parsed;
}
