// The interest form's words and addresses, without its validation (contact.ts), so that pages can
// show the form and its answers without loading the validation library.

export const interestLevelOptions = [
  { value: 'join', label: 'I want to join the team!' },
  { value: 'meeting', label: 'I want to visit a meeting first' },
  { value: 'learn-more', label: 'Tell me more about what you do' },
  { value: 'sponsorship', label: 'I have sponsorship questions' },
] as const;

export type InterestLevel = (typeof interestLevelOptions)[number]['value'];

/** The form's fields as people read them. */
export const contactFieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  majorYear: 'Major & Year (optional)',
  interestLevel: 'Interest Level',
  message: 'Message',
} as const;

export type ContactFieldName = keyof typeof contactFieldLabels;

export const CONTACT_THANKS = "Thank you for your interest. We'll get back to you soon!";

/** Where the form posts where scripts do not run, and the pages that answer it. */
export const CONTACT_FORM_POST_PATH = '/contact';
export const CONTACT_SENT_PATH = '/contact/sent';
export const CONTACT_NOT_SENT_PATH = '/contact/not-sent';

/** The not-sent page's address, naming the fields to fix (`?fix=email,message`). */
export const contactNotSentPath = (fields: ContactFieldName[]) =>
  `${CONTACT_NOT_SENT_PATH}?fix=${fields.join(',')}`;

/** Why a form was not sent when too many came, from one address or to the whole site. */
export const CONTACT_TOO_MANY =
  'The club has had more messages than usual this hour. Please try again in an hour.';

/** The not-sent page's address when too many forms came. */
export const CONTACT_TOO_MANY_PATH = `${CONTACT_NOT_SENT_PATH}?busy=1`;

/** Whether a not-sent page's query says too many forms came. */
export const isTooMany = (search: string) => new URLSearchParams(search).get('busy') === '1';

/** The fields a not-sent page's query names, known ones only. */
export function fieldsToFix(search: string): ContactFieldName[] {
  const named = new URLSearchParams(search).get('fix')?.split(',') ?? [];
  return (Object.keys(contactFieldLabels) as ContactFieldName[]).filter((field) =>
    named.includes(field),
  );
}

/**
 * The interest an address chooses on the form before the person does (`/?interest=sponsorship`,
 * where "Become a Sponsor" leads): one of the form's own, else none.
 */
export function presetInterestOf(search: string): InterestLevel | undefined {
  const named = new URLSearchParams(search).get('interest');
  return interestLevelOptions.find((option) => option.value === named)?.value;
}

/** The home page's interest form, with this interest chosen. */
export const interestFormPath = (interest: InterestLevel) => `/?interest=${interest}#contact`;
