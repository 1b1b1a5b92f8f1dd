import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { contactSubmissionSchema } from '../../../common/contact/contact';
import { CONTACT_THANKS, CONTACT_TOO_MANY } from '../../../common/contact/interest-form';
import { contactSubmissions } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { countRequest } from '../../http/rate-limits/rate-limit-store';
import { mailContactMessage } from '../mail/account-mail';

type ContactSubmission = z.output<typeof contactSubmissionSchema>;

/**
 * The interest forms the whole site takes in an hour, from however many addresses: far above a club
 * fair's rush, and a bound on what a script sent from many addresses can add to the inbox and the
 * outbox.
 */
export const SITE_FORMS_PER_HOUR = 200;
export const SITE_FORMS_KEY = 'contact, whole site';
const HOUR_MS = 3_600_000;

/** Stores an interest-form submission, with its mail to the club. A filled honeypot is answered alike but stored nowhere. */
export async function submitContact(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  submission: ContactSubmission,
) {
  const { website, ...fields } = submission;
  if (website) return { id: randomUUID(), message: CONTACT_THANKS };
  if ((await countRequest(db, SITE_FORMS_KEY, HOUR_MS)).current > SITE_FORMS_PER_HOUR) {
    throw new AppError(429, CONTACT_TOO_MANY);
  }
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
