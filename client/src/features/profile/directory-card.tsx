// The profile's Directory card: the phone and chat handle a member gives, and for each of email,
// phone and chat whether other members see it in the members' directory. All off until turned on.
import {
  CHAT_MAX,
  type DirectoryContacts,
  type DirectoryContactsChange,
  type DirectoryContactsInput,
  directoryContactsInputSchema,
  MEMBERS_DIRECTORY_PAGE,
  PHONE_MAX,
} from '@common/members/directory';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { SectionError } from '@/components/section-error';
import { Button } from '@/components/ui/button';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { SwitchSetting } from './switch-setting';
import { useDirectoryContacts, useSaveDirectoryContacts } from './use-directory-contacts';

export function DirectoryCard({ email }: { email: string }) {
  const contacts = useDirectoryContacts();
  return (
    <section
      id="directory"
      aria-labelledby="directory-heading"
      className="mt-8 rounded-card border border-slate-200 p-6"
    >
      <h2 id="directory-heading" className="font-bold text-xl">
        Directory
      </h2>
      <p className="mt-2 text-slate-700">
        Members find you in the{' '}
        <Link href={MEMBERS_DIRECTORY_PAGE} className="font-semibold text-accent-700 underline">
          members’ directory
        </Link>{' '}
        by your name and your team card. Your email, phone and chat handle are not shared until you
        turn them on here.
      </p>
      {contacts.isPending && <Skeleton className="mt-4 h-64" />}
      {contacts.isError && (
        <SectionError message="Failed to load your directory settings. Please try again later." />
      )}
      {contacts.data && <DirectoryForm saved={contacts.data} email={email} />}
    </section>
  );
}

function DirectoryForm({ saved, email }: { saved: DirectoryContacts; email: string }) {
  const save = useSaveDirectoryContacts();
  const form = useForm<DirectoryContactsInput, unknown, DirectoryContactsChange>({
    resolver: zodResolver(directoryContactsInputSchema),
    values: { ...saved, phone: saved.phone ?? '', chat: saved.chat ?? '' },
  });
  const { errors } = form.formState;
  const control = (name: 'phone' | 'chat') => ({
    id: `directory-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorIdOf(`directory-${name}`) : `directory-${name}-hint`,
    ...form.register(name),
  });
  const shares = [
    { name: 'shareEmail', label: 'Share my email', description: `Members see ${email}.` },
    { name: 'sharePhone', label: 'Share my phone', description: 'Members can call or text you.' },
    { name: 'shareChat', label: 'Share my chat handle', description: 'Members can message you.' },
  ] as const;

  return (
    <form noValidate className="mt-6" onSubmit={form.handleSubmit((change) => save.mutate(change))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="directory-phone" label="Phone" error={errors.phone?.message}>
          <input
            type="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX}
            className={inputClasses}
            {...control('phone')}
          />
          <p id="directory-phone-hint" className="mt-1 text-slate-600 text-sm">
            As you would write it, e.g. +1 (555) 010-0199.
          </p>
        </FormField>
        <FormField id="directory-chat" label="Chat handle" error={errors.chat?.message}>
          <input
            type="text"
            autoComplete="off"
            maxLength={CHAT_MAX}
            className={inputClasses}
            {...control('chat')}
          />
          <p id="directory-chat-hint" className="mt-1 text-slate-600 text-sm">
            Your name in the team chat, e.g. @jamie.
          </p>
        </FormField>
      </div>
      <fieldset className="mt-6">
        <legend className="font-semibold text-slate-900">What members see</legend>
        <ul className="mt-2 divide-y divide-slate-200">
          {shares.map(({ name, label, description }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <SwitchSetting
                  id={`directory-${name}`}
                  label={label}
                  description={description}
                  on={field.value ?? false}
                  disabled={save.isPending}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </ul>
      </fieldset>
      <Button type="submit" className="mt-4" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save directory settings'}
      </Button>
    </form>
  );
}
