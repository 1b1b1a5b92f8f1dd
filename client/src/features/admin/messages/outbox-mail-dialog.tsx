// One mail of the outbox as its recipient reads it: the envelope, the HTML part in a frame that may
// run nothing and reach nothing (sandbox=""), and the plain-text part.
import type { OutboxItem, OutboxMail } from '@common/admin/mail';
import { useState } from 'react';
import { SectionError } from '@/components/section-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useOutboxMail } from './use-outbox';

export function OutboxMailDialog({ mail }: { mail: OutboxItem }) {
  const [open, setOpen] = useState(false);
  const whole = useOutboxMail(mail.id, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        View
        <span className="sr-only">
          : {mail.subject}, to {mail.recipient}
        </span>
      </Button>
      <DialogContent className="max-w-3xl">
        <DialogTitle className="break-words pr-10 font-bold text-xl">{mail.subject}</DialogTitle>
        <DialogDescription className="mt-1 text-slate-600 text-sm">
          The email as {mail.recipient} receives it.
        </DialogDescription>
        {whole.isPending && <Skeleton className="mt-4 h-64" />}
        {whole.isError && (
          <SectionError message="Failed to load this email. Please try again later." />
        )}
        {whole.data && <MailView mail={whole.data} />}
      </DialogContent>
    </Dialog>
  );
}

function MailView({ mail }: { mail: OutboxMail }) {
  const envelope = [
    ['From', mail.from],
    ['To', mail.recipient],
    ['Reply-To', mail.replyTo],
    ['Subject', mail.subject],
  ] as const;
  return (
    <>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {envelope.map(
          ([label, value]) =>
            value && (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-600">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ),
        )}
      </dl>
      <h3 className="mt-5 font-semibold text-slate-800">As formatted</h3>
      <iframe
        title="Email preview"
        srcDoc={mail.html}
        sandbox=""
        className="mt-2 h-96 w-full rounded-lg border border-slate-300 bg-white"
      />
      <h3 className="mt-5 font-semibold text-slate-800">Plain text</h3>
      <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 font-sans text-slate-800 text-sm">
        {mail.text}
      </pre>
    </>
  );
}
