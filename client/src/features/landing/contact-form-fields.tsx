// The interest form's markup, shared by the form that validates in the browser (contact-form.tsx)
// and the plain form the server renders, which posts to /contact where scripts do not run.
import {
  CONTACT_FORM_POST_PATH,
  type ContactFieldName,
  contactFieldLabels,
  type InterestLevel,
  interestLevelOptions,
} from '@common/contact/interest-form';
import type { ComponentPropsWithRef, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';

/** What a control of the form carries besides its looks: name, id, its wiring and handlers. */
export type ControlProps = (
  name: ContactFieldName | 'website',
) => ComponentPropsWithRef<'input'> &
  ComponentPropsWithRef<'select'> &
  ComponentPropsWithRef<'textarea'>;

export function ContactFormFields({
  control,
  errors = {},
  sending = false,
  onSubmit,
  formRef,
}: {
  control: ControlProps;
  errors?: Partial<Record<ContactFieldName, string>>;
  sending?: boolean;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
}) {
  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_FORM_POST_PATH}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-card bg-white p-6 text-slate-900 shadow-lg sm:grid-cols-2"
    >
      <FormField
        id="contact-firstName"
        label={contactFieldLabels.firstName}
        error={errors.firstName}
      >
        <input {...control('firstName')} autoComplete="given-name" className={inputClasses} />
      </FormField>
      <FormField id="contact-lastName" label={contactFieldLabels.lastName} error={errors.lastName}>
        <input {...control('lastName')} autoComplete="family-name" className={inputClasses} />
      </FormField>
      <FormField
        id="contact-email"
        label={contactFieldLabels.email}
        error={errors.email}
        className="sm:col-span-2"
      >
        <input {...control('email')} type="email" autoComplete="email" className={inputClasses} />
      </FormField>
      <FormField
        id="contact-majorYear"
        label={contactFieldLabels.majorYear}
        error={errors.majorYear}
        className="sm:col-span-2"
      >
        <input
          {...control('majorYear')}
          placeholder="e.g. Mechanical Engineering, 2nd year"
          className={inputClasses}
        />
      </FormField>
      <FormField
        id="contact-interestLevel"
        label={contactFieldLabels.interestLevel}
        error={errors.interestLevel}
        className="sm:col-span-2"
      >
        <select {...control('interestLevel')} className={inputClasses}>
          <option value="">Select your interest level</option>
          {interestLevelOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="contact-message"
        label={contactFieldLabels.message}
        error={errors.message}
        className="sm:col-span-2"
      >
        <textarea
          {...control('message')}
          rows={5}
          placeholder="Tell us a little about yourself and what you'd like to know."
          className={inputClasses}
        />
      </FormField>
      {/* Honeypot: people never see or reach it; bots that fill it are thanked and ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input {...control('website')} id="contact-website" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" disabled={sending} className="sm:col-span-2">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

/**
 * The form as the server renders it: plain controls that a browser posts as they are, with the
 * interest the address chose (the checking form takes it over with the rest).
 */
export function PlainContactForm({
  formRef,
  interest,
}: {
  formRef: Ref<HTMLFormElement>;
  interest?: InterestLevel;
}) {
  return (
    <ContactFormFields
      formRef={formRef}
      control={(name) => ({
        id: `contact-${name}`,
        name,
        defaultValue: name === 'interestLevel' ? (interest ?? '') : '',
      })}
    />
  );
}
