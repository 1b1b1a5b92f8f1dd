// Text that cannot be stored (decision 28): PostgreSQL's text refuses the NUL character, and a lone
// UTF-16 surrogate has no UTF-8 form, so either would fail the write as a server error. The rule is
// written once here; the server applies it to every request it validates (server/http/validation.ts).
import type { z } from 'zod';

// With the u flag a surrogate pair is one code point, so this matches only an unpaired half.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Why this text cannot be stored, as a sentence for the person who typed it; undefined if it can. */
export function unsafeTextProblem(text: string): string | undefined {
  if (text.includes('\0')) return 'Remove the invisible control character (NUL) from this text.';
  if (LONE_SURROGATE.test(text)) return 'This text contains a broken character; please retype it.';
  return undefined;
}

/** Every string in a value (a parsed JSON body, a query) that cannot be stored, with its path. */
export function unsafeTextIssues(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; message: string }[] {
  if (typeof value === 'string') {
    const message = unsafeTextProblem(value);
    return message ? [{ path, message }] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => unsafeTextIssues(item, [...path, index]));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => unsafeTextIssues(item, [...path, key]));
  }
  return [];
}

/** For `.superRefine`: one issue, at its field, for each string in the value that cannot be stored. */
export function refuseUnsafeText(value: unknown, context: z.RefinementCtx): void {
  for (const { path, message } of unsafeTextIssues(value)) {
    context.addIssue({ code: 'custom', path, message, input: value });
  }
}

/**
 * Text from elsewhere (Clockify's answers) made storable: NULs dropped, a broken character shown
 * as the replacement character, so that a service's odd text cannot break a write.
 */
export function storableText(text: string): string {
  return text.replaceAll('\0', '').replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
}
