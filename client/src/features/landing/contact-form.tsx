// The interest form (decision 6), validating in the browser. Loaded only when the
// contact section comes near, because its validation library would otherwise double the landing
// page's first-load script; until then the section shows the same form, plain.
import {
  CONTACT_INBOX_PATH,
  type ContactSubmission,
  type ContactSubmissionInput,
  contactSubmissionSchema,
} from '@common/contact/contact';
import { CONTACT_THANKS, type ContactFieldName } from '@common/contact/interest-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
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

/**
 * What a person typed into the plain form before this one loaded, and where their cursor was: this
 * form takes the plain one's place, and nothing typed may be lost or typed elsewhere.
 */
function typedSoFar(plainForm: HTMLFormElement | null): {
  values: Partial<ContactFields>;
  cursor?: { name: ContactFieldName; selection: [number, number] | undefined };
} {
  if (!plainForm) return { values: {} };
  const values = Object.fromEntries(
    [...new FormData(plainForm)].filter(
      ([name, value]) => name in emptyForm && typeof value === 'string' && value !== '',
    ),
  ) as Partial<ContactFields>;
  const field = document.activeElement;
  const name = plainForm.contains(field) ? field?.getAttribute('name') : undefined;
  if (!name || !(name in emptyForm)) return { values };
  // Inputs of kinds without a text cursor (email, select) have no selection.
  const { selectionStart = null, selectionEnd = null } = field as Partial<HTMLInputElement>;
  const selection: [number, number] | undefined =
    selectionStart === null || selectionEnd === null ? undefined : [selectionStart, selectionEnd];
  return { values, cursor: { name: name as ContactFieldName, selection } };
}

export default function ContactForm({
  typedInto,
}: {
  /** The plain form shown until now. */
  typedInto: RefObject<HTMLFormElement | null>;
}) {
  const queryClient = useQueryClient();
  const [typed] = useState(() => typedSoFar(typedInto.current));
  const form = useForm<ContactFields, unknown, ContactSubmission>({
    resolver: zodResolver(contactSubmissionSchema),
    defaultValues: { ...emptyForm, ...typed.values },
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    if (!typed.cursor) return;
    setFocus(typed.cursor.name);
    const field = document.activeElement;
    const hasCursor = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
    if (typed.cursor.selection && hasCursor) field.setSelectionRange(...typed.cursor.selection);
  }, [typed, setFocus]);

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
