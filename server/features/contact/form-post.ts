// The interest form where scripts do not run: the browser posts it as a form, and the answer is the
// page that says whether it was sent (Post/Redirect/Get, so a reload does not send it twice).

import { contactSubmissionSchema } from '../../../common/contact/contact';
import {
  CONTACT_SENT_PATH,
  type ContactFieldName,
  contactFieldLabels,
  contactNotSentPath,
} from '../../../common/contact/interest-form';
import type { Deps } from '../../deps';
import { submitContact } from './service';

const isContactField = (field: unknown): field is ContactFieldName =>
  typeof field === 'string' && field in contactFieldLabels;

/** Sends a posted form as the API would; answers the address of the page that tells how it went. */
export async function sendPostedContactForm(
  deps: Pick<Deps, 'db' | 'config'>,
  form: Record<string, string>,
): Promise<string> {
  const parsed = contactSubmissionSchema.safeParse(form);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path[0]).filter(isContactField);
    return contactNotSentPath([...new Set(fields)]);
  }
  await submitContact(deps, parsed.data);
  return CONTACT_SENT_PATH;
}
