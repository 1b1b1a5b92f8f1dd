import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { contactSubmissionSchema } from '../../../common/contact';
import { CONTACT_THANKS } from '../../../common/interest-form';
import { contactSubmissions } from '../../db/schema';
import type { Deps } from '../../deps';

type ContactSubmission = z.output<typeof contactSubmissionSchema>;

/** Stores an interest-form submission. A filled honeypot is answered alike but stored nowhere. */
export async function submitContact({ db }: Pick<Deps, 'db'>, submission: ContactSubmission) {
  const { website, ...fields } = submission;
  if (website) return { id: randomUUID(), message: CONTACT_THANKS };
  const [row] = await db
    .insert(contactSubmissions)
    .values(fields)
    .returning({ id: contactSubmissions.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, message: CONTACT_THANKS };
}
