import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { contactSubmissionSchema } from '../../../common/contact/contact';
import { CONTACT_THANKS } from '../../../common/contact/interest-form';
import { contactSubmissions } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { mailContactMessage } from '../mail/account-mail';

type ContactSubmission = z.output<typeof contactSubmissionSchema>;

/** Stores an interest-form submission, with its mail to the club. A filled honeypot is answered alike but stored nowhere. */
export async function submitContact(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  submission: ContactSubmission,
) {
  const { website, ...fields } = submission;
  if (website) return { id: randomUUID(), message: CONTACT_THANKS };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values(fields)
      .returning({ id: contactSubmissions.id });
    if (!row) throw new Error('insert returned no row');
    await mailContactMessage(tx, config, fields);
    return { id: row.id, message: CONTACT_THANKS };
  });
}
