// The sponsorship packages a club offers on /sponsors (decision 56): a tier's name, the amount range
// it asks for in whole dollars (no upper end: "and up"), and what a sponsor gets, as short lines.
// Edited as the website editor's entries; the page's words and formatting are in sponsors-page.ts.
import { z } from 'zod';
import { requiredText } from '../editor/editor-fields';

/** Far above any club's package; it keeps amounts within PostgreSQL's integer. */
const MAX_AMOUNT = 10_000_000;
const MAX_BENEFITS = 20;
const MAX_BENEFIT_LENGTH = 200;

export const AMOUNT_RANGE_MESSAGE = 'Maximum amount must not be below the minimum amount';

function amount(label: string) {
  const message = `${label} must be a whole number of dollars, from 0 to ${MAX_AMOUNT}`;
  return z.number({ error: message }).int(message).min(0, message).max(MAX_AMOUNT, message);
}

/** The benefits as lines of text: blank lines dropped, each trimmed. */
export const benefitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The benefits: a list of short texts, or the editor's text with one on each line (the editor
 * sends what it has checked, a list, so both must pass).
 */
const benefits = z
  .union([z.string(), z.array(z.string({ error: 'Each benefit must be text' }))], {
    error: 'Benefits must be a list of texts, or a text with one benefit on each line',
  })
  .transform((value) => (Array.isArray(value) ? value.join('\n') : value))
  .transform(benefitLines)
  .refine((lines) => lines.length > 0, 'Benefits is required')
  .refine(
    (lines) => lines.length <= MAX_BENEFITS,
    `Benefits must have at most ${MAX_BENEFITS} lines`,
  )
  .refine(
    (lines) => lines.every((line) => line.length <= MAX_BENEFIT_LENGTH),
    `Each benefit must be at most ${MAX_BENEFIT_LENGTH} characters`,
  );

export const sponsorshipPackageFields = {
  name: requiredText('Name', 60),
  minAmount: amount('Minimum amount'),
  /** Null: "and up". */
  maxAmount: amount('Maximum amount')
    .nullish()
    .transform((value) => value ?? null),
  benefits,
};

/** Whether an amount range runs forwards: no upper end, or one at least the lower. */
export const isAmountRange = (minAmount: number, maxAmount: number | null) =>
  maxAmount === null || maxAmount >= minAmount;

/** POST /api/sponsorship-packages: a new package is listed last. */
export const newSponsorshipPackageSchema = z
  .object(sponsorshipPackageFields)
  .refine((body) => isAmountRange(body.minAmount, body.maxAmount), {
    message: AMOUNT_RANGE_MESSAGE,
    path: ['maxAmount'],
  });

/** GET /api/sponsorship-packages, for every visitor, in the club's order. */
export const sponsorshipPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int().nullable(),
  benefits: z.array(z.string()),
});
export type SponsorshipPackage = z.infer<typeof sponsorshipPackageSchema>;

export const adminSponsorshipPackageSchema = sponsorshipPackageSchema.extend({
  sortOrder: z.number().int(),
});
