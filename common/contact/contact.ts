// The contact and interest form of the landing page: one schema, with the messages a visitor reads,
// for the form and the route.

import { z } from 'zod';
import { type InterestLevel, interestLevelOptions } from './interest-form';

const interestLevels = interestLevelOptions.map((option) => option.value) as [
  InterestLevel,
  ...InterestLevel[],
];

/** A text field whose every failure (missing, wrong type, empty) reads as its one message. */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** A name goes into a mail's subject: a line break there would add headers of its own. */
const ONE_LINE = /^[^\r\n]*$/;

export const contactSubmissionSchema = z.object({
  firstName: requiredText('First name is required', 100).regex(
    ONE_LINE,
    'First name must be on one line',
  ),
  lastName: requiredText('Last name is required', 100).regex(
    ONE_LINE,
    'Last name must be on one line',
  ),
  email: z
    .string({ error: 'Valid email is required' })
    .trim()
    .max(254, 'Valid email is required')
    .pipe(z.email('Valid email is required')),
  majorYear: z
    .string({ error: 'Major and year must be text' })
    .trim()
    .max(100, 'At most 100 characters')
    .nullish()
    .transform((value) => value || null),
  interestLevel: z.enum(interestLevels, {
    error: 'Please select your interest level',
  }),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
  /** Honeypot: hidden from people, filled in by bots. A filled one is answered but not stored. */
  website: z.string().max(500).optional(),
});

export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;

export const contactReceiptSchema = z.object({
  id: z.string(),
  message: z.string(),
});

/** Where admins read the submissions; sending a form invalidates it, so an open inbox shows it. */
export const CONTACT_INBOX_PATH = '/api/admin/contact-submissions';
