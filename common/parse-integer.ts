// Kept apart from the zod schemas, so that the inline editor can use it without loading zod.

/**
 * Spec section 5: the editor parses integers from what was typed, and a non-numeric value becomes
 * null. "12" -> 12, " 7th " -> 7, "" -> null, "abc" -> null.
 */
export function parseIntegerOrNull(text: string): number | null {
  const parsed = Number.parseInt(text.trim(), 10);
  return Number.isNaN(parsed) ? null : parsed;
}
