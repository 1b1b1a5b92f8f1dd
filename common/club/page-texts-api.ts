// The page-texts API's shapes (zod; the server and the editing controls use them).
import { z } from 'zod';
import { isPageTextKey, PAGE_TEXT_MAX_LENGTH, type PageTextKey } from './page-texts';

export const pageTextParamsSchema = z.object({
  key: z
    .string()
    .refine(isPageTextKey, 'No page text has this name')
    .transform((key) => key as PageTextKey),
});

export const pageTextBodySchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .trim()
    .min(1, 'Text is required; use "reset to default" to bring back the built-in text')
    .max(PAGE_TEXT_MAX_LENGTH, `At most ${PAGE_TEXT_MAX_LENGTH} characters`),
});

export const pageTextOverridesSchema = z.record(z.string(), z.string());
