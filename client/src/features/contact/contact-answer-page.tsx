// The pages that answer the interest form where scripts do not run (server: contact/form-post.ts).
import {
  CONTACT_THANKS,
  CONTACT_TOO_MANY,
  contactFieldLabels,
  fieldsToFix,
  isTooMany,
} from '@common/contact/interest-form';
import { Link, useSearch } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

function ContactAnswer({ title, children }: { title: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <h1 className="font-bold text-4xl tracking-tight">{title}</h1>
      {children}
      <Link href="/#contact" className={buttonClasses({ size: 'lg' })}>
        Back to the site
      </Link>
    </main>
  );
}

export function ContactSentPage() {
  return (
    <ContactAnswer title="Message Sent!">
      <p className="max-w-xl text-slate-700">{CONTACT_THANKS}</p>
    </ContactAnswer>
  );
}

export function ContactNotSentPage() {
  const search = useSearch();
  const fields = fieldsToFix(search);
  if (isTooMany(search)) {
    return (
      <ContactAnswer title="Message not sent">
        <p className="max-w-xl text-slate-700">{CONTACT_TOO_MANY}</p>
      </ContactAnswer>
    );
  }
  return (
    <ContactAnswer title="Message not sent">
      <p className="max-w-xl text-slate-700">
        Your message was not sent. Please go back to the form and check:
      </p>
      {fields.length > 0 && (
        <ul className="list-disc text-left text-slate-800">
          {fields.map((field) => (
            <li key={field}>{contactFieldLabels[field]}</li>
          ))}
        </ul>
      )}
    </ContactAnswer>
  );
}
