// The rules of one editable field (decision 16), written once for the website editor's forms and
// the content API. Each builder takes the field's label, so that its every failure (missing, wrong
// type, too long) reads as one sentence about that field.
import { z } from 'zod';

/** Text that must be there: trimmed, at least one character, at most `max`. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Text that may be left empty: trimmed, and stored as null when empty or absent. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/** An email address that may be left empty. */
export function optionalEmail(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .refine((value) => value === '' || isEmail(value), `${label} must be a valid email address`)
    .nullish()
    .transform((value) => value || null);
}

/** Whether text is an absolute https URL, or also http when `allowHttp`. */
export function isWebUrl(value: string, allowHttp = true): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || (allowHttp && protocol === 'http:');
  } catch {
    return false;
  }
}

/** A path on this site, such as /images/team/member-1.svg (never //host, which leaves the site). */
export const isSitePath = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value);

/**
 * A link that may be left empty. `web` takes only http(s) addresses (a sponsor's site, LinkedIn);
 * `image` also takes a path on this site, where the starter images live.
 */
export function optionalUrl(label: string, kind: 'web' | 'image') {
  const allowed = (value: string) => isWebUrl(value) || (kind === 'image' && isSitePath(value));
  const expected =
    kind === 'web'
      ? `${label} must be a web address starting with http:// or https://`
      : `${label} must be a web address (https://...) or a path on this site (/images/...)`;
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((value) => value === '' || allowed(value), expected)
    .nullish()
    .transform((value) => value || null);
}

/**
 * How links are checked: https only in production; plain http is also taken outside it, so that a
 * club can try a form served on its own machine (decision 24).
 */
export interface LinkRules {
  allowHttp: boolean;
}

/** An https address that may be left empty (stored as null). With `sitePath`, also /uploads/... */
export function optionalLink(label: string, { allowHttp }: LinkRules, sitePath = false) {
  const expected = sitePath
    ? `${label} must be an https:// address or a file uploaded to this site`
    : `${label} must be an https:// address`;
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (value) => value === '' || isWebUrl(value, allowHttp) || (sitePath && isSitePath(value)),
      expected,
    )
    .nullish()
    .transform((value) => value || null);
}

/** An https address that must be there. */
export function requiredLink(label: string, { allowHttp }: LinkRules) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} must be at most 500 characters`)
    .refine((value) => isWebUrl(value, allowHttp), `${label} must be an https:// address`);
}

/** A whole number between `min` and `max`. */
export function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A placing at an event: a whole number from 1, or null when there is none. */
export function optionalPlace(label: string) {
  return wholeNumber(label, 1, 999)
    .nullish()
    .transform((value) => value ?? null);
}

/** A year of the club's history. */
export const yearOf = (label: string) => wholeNumber(label, 1900, 2100);

/** A calendar date as ISO text, YYYY-MM-DD (decision 5). */
export function isoDate(label: string) {
  const message = `${label} must be a date (YYYY-MM-DD)`;
  return z
    .string({ error: message })
    .trim()
    .refine((value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message);
}

/** A 0/1 flag, as the tables store them (isActive, isPublished, isLatest). */
export function flag(label: string) {
  return z.union([z.literal(0), z.literal(1)], { error: `${label} must be 0 or 1` });
}

type FieldSchemas = Record<string, z.ZodType>;

/** One changed field of an entry: its name and its new, validated value. */
export type FieldChange<Fields extends FieldSchemas> = {
  [Name in keyof Fields & string]: { field: Name; value: z.output<Fields[Name]> };
}[keyof Fields & string];

/**
 * The body of PUT /api/{entity}/{id} (decision 16): exactly one field, validated against that
 * field's own rule. Zero fields, several fields or a field the entity does not have are refused.
 */
export function oneFieldChange<Fields extends FieldSchemas>(fields: Fields) {
  const names = Object.keys(fields).join(', ');
  return z
    .record(z.string(), z.unknown(), { error: 'Send the changed field as a JSON object' })
    .transform((body, context): FieldChange<Fields> => {
      const entries = Object.entries(body);
      const [entry] = entries;
      if (!entry || entries.length > 1) {
        context.addIssue({
          code: 'custom',
          message: `Send exactly one field to change (one of ${names})`,
          input: body,
        });
        return z.NEVER;
      }
      const [field, input] = entry;
      const schema = Object.hasOwn(fields, field) ? fields[field] : undefined;
      if (!schema) {
        context.addIssue({
          code: 'custom',
          message: `Unknown field "${field}": use one of ${names}`,
          path: [field],
          input: body,
        });
        return z.NEVER;
      }
      const result = schema.safeParse(input);
      if (!result.success) {
        for (const issue of result.error.issues) {
          context.addIssue({
            code: 'custom',
            message: issue.message,
            path: [field, ...issue.path],
            input,
          });
        }
        return z.NEVER;
      }
      return { field, value: result.data } as FieldChange<Fields>;
    });
}
