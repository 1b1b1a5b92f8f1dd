// The answers of GET /api/alumni and /api/alumni/count. Each picks its fields, so that a card's
// email, account or bio never reaches the alumni page by accident.
import { z } from 'zod';
import type { AlumniCount, Alumnus } from './alumni-page';

export const alumnusSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  major: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkedIn: z.string().nullable(),
  graduationYear: z.number().int(),
  alumniNote: z.string().nullable(),
}) satisfies z.ZodType<Alumnus>;

export const alumniCountSchema = z.object({
  count: z.number().int(),
}) satisfies z.ZodType<AlumniCount>;
