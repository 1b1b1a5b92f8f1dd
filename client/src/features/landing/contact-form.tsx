// The interest form (spec sections 4, 5 and 8), validating in the browser. Loaded only when the
// contact section comes near, because its validation library would otherwise double the landing
// page's first-load script; until then the section shows the same form, plain.
import {
  CONTACT_INBOX_PATH,
  type ContactSubmission,
  type ContactSubmissionInput,
  contactSubmissionSchema,
} from '@common/contact';
import { CONTACT_THANKS, type ContactFieldName } from '@common/contact-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorIdOf } from '@/components/ui/form-field';
import { apiRequest, serverMessageOf } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { ContactFormFields } from './contact-form-fields';

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
  const control = (name: ContactFieldName | 'website') => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorIdOf(`contact-${name}`) : undefined,
    ...form.register(name),
  });

  return (
    <ContactFormFields
      control={control}
      errors={Object.fromEntries(
        Object.entries(errors).map(([name, error]) => [name, error?.message]),
      )}
      sending={send.isPending}
      onSubmit={form.handleSubmit((fields) => send.mutate(fields))}
    />
  );
}
