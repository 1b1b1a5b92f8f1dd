// The interest form (spec sections 4, 5 and 8). Loaded only when the contact section comes near,
// because its validation library would otherwise double the landing page's first-load script.
import {
  CONTACT_INBOX_PATH,
  CONTACT_THANKS,
  type ContactSubmission,
  type ContactSubmissionInput,
  contactSubmissionSchema,
  interestLevelOptions,
} from '@common/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import { apiRequest, serverMessageOf } from '@/lib/api';
import { toast } from '@/lib/toast-store';

type ContactFields = ContactSubmissionInput;

const emptyForm: ContactFields = {
  firstName: '',
  lastName: '',
  email: '',
  majorYear: '',
  // No option chosen yet: the select shows its prompt until the person picks one.
  interestLevel: '' as ContactFields['interestLevel'],
  message: '',
  website: '',
};

export default function ContactForm() {
  const queryClient = useQueryClient();
  const form = useForm<ContactFields, unknown, ContactSubmission>({
    resolver: zodResolver(contactSubmissionSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  const send = useMutation({
    mutationFn: (fields: ContactSubmission) => apiRequest('POST', '/api/contact', fields),
    onSuccess: () => {
      toast({ title: 'Message Sent!', description: CONTACT_THANKS });
      form.reset(emptyForm);
      queryClient.invalidateQueries({ queryKey: [CONTACT_INBOX_PATH] });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to send message. Please try again.',
        variant: 'destructive',
      });
    },
  });

  // Each control's accessibility wiring: its id, whether it is invalid, where its message is.
  const control = (name: keyof ContactFields) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorIdOf(`contact-${name}`) : undefined,
    ...form.register(name),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((fields) => send.mutate(fields))}
      className="grid gap-4 rounded-card bg-white p-6 text-slate-900 shadow-lg sm:grid-cols-2"
    >
      <FormField id="contact-firstName" label="First Name" error={errors.firstName?.message}>
        <input {...control('firstName')} autoComplete="given-name" className={inputClasses} />
      </FormField>
      <FormField id="contact-lastName" label="Last Name" error={errors.lastName?.message}>
        <input {...control('lastName')} autoComplete="family-name" className={inputClasses} />
      </FormField>
      <FormField
        id="contact-email"
        label="Email"
        error={errors.email?.message}
        className="sm:col-span-2"
      >
        <input {...control('email')} type="email" autoComplete="email" className={inputClasses} />
      </FormField>
      <FormField
        id="contact-majorYear"
        label="Major & Year (optional)"
        error={errors.majorYear?.message}
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
        label="Interest Level"
        error={errors.interestLevel?.message}
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
        label="Message"
        error={errors.message?.message}
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
        <input
          {...form.register('website')}
          id="contact-website"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <Button type="submit" size="lg" disabled={send.isPending} className="sm:col-span-2">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
